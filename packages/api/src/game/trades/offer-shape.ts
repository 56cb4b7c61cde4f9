import type { TradingConfig } from '@orrery/domain/config';
import { GameError } from '../core/errors.js';
import {
  creditsRange,
  DUPLICATE_SYSTEM,
  EMPTY_TRADE,
  messageTooLong,
  SAME_SYSTEM_BOTH_SIDES,
  tooManySystems,
} from './trade-messages.js';

/** An offer as a player writes it: hashes of each side, Ϟ of each side, a message. */
export interface OfferTerms {
  give: string[];
  get: string[];
  giveCredits: number;
  getCredits: number;
  message: string;
}

const refuse = (field: string, message: string) =>
  new GameError('INVALID_INPUT', message, { [field]: message });

/**
 * Refuses an offer whose shape breaks the rules before any system is looked at: nothing asked,
 * a hash twice, a system on both sides, too many systems, Ϟ outside the bounds, a long message.
 */
export function checkOfferShape(config: TradingConfig, terms: OfferTerms): void {
  const { give, get, giveCredits, getCredits, message } = terms;
  for (const [field, credits] of [
    ['giveCredits', giveCredits],
    ['getCredits', getCredits],
  ] as const) {
    if (!Number.isSafeInteger(credits) || credits < 0 || credits > config.maxCredits) {
      throw refuse(field, creditsRange(config.maxCredits));
    }
  }
  if (give.length + get.length === 0 && giveCredits + getCredits === 0) {
    throw refuse('give', EMPTY_TRADE);
  }
  for (const [field, side] of [
    ['give', give],
    ['get', get],
  ] as const) {
    if (side.length > config.maxSystemsPerSide) {
      throw refuse(field, tooManySystems(config.maxSystemsPerSide));
    }
    if (new Set(side).size !== side.length) throw refuse(field, DUPLICATE_SYSTEM);
  }
  if (give.some((hash) => get.includes(hash))) throw refuse('get', SAME_SYSTEM_BOTH_SIDES);
  if ([...message].length > config.messageMaxLength) {
    throw refuse('message', messageTooLong(config.messageMaxLength));
  }
}
