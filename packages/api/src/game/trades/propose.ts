import { type Db } from '@orrery/db';
import { findUserByUsername, lockUser, type User } from '@orrery/db/accounts';
import {
  closeTrade,
  countOpenOffersFrom,
  findTradeSystems,
  insertTrade,
  isBlocked,
  lockTrade,
} from '@orrery/db/trades';
import type { TradingConfig } from '@orrery/domain/config';
import { loadGameConfig } from '../core/config.js';
import { accountGone, GameError } from '../core/errors.js';
import { checkOfferShape, type OfferTerms } from './offer-shape.js';
import { checkMayTrade } from './trade-eligibility.js';
import {
  BLOCKED,
  countered,
  EXPIRED,
  NO_SUCH_SOCIETY,
  NO_SUCH_SYSTEM,
  NO_SUCH_TRADE,
  NOT_OPEN,
  notHeldBy,
  ONLY_RECEIVER,
  TOO_MANY_OPEN,
  TRADE_WITH_SELF,
  tooFresh,
  YOU_BLOCKED,
} from './trade-messages.js';
import { tradeViewOnOneConnection } from './trade-read.js';
import type { Trade } from './trade-views.js';
import { emitTradeChange } from './trade-events.js';
import { inTransaction } from '../../events/bus.js';

const HOUR_MS = 3_600_000;

/** An offer to a society named the way profiles are, optionally countering an offer it sent. */
export interface Proposal extends OfferTerms {
  to: string;
  counters?: number | undefined;
}

/**
 * Each named system, which must be held by the side that gives it and collected long enough ago:
 * the ids of each side, or a refusal naming the first system that breaks the rule.
 */
async function resolveSides(
  trx: Db,
  config: TradingConfig,
  sender: User,
  receiver: User,
  terms: OfferTerms,
  now: Date,
): Promise<{ system_id: number; side: 'give' | 'get' }[]> {
  const found = await findTradeSystems(trx, [...terms.give, ...terms.get]);
  const byHash = new Map(found.map((system) => [system.hash, system]));
  const items: { system_id: number; side: 'give' | 'get' }[] = [];
  const freshAfter = now.getTime() - config.freshSystemHoldHours * HOUR_MS;
  for (const [side, hashes, holder] of [
    ['give', terms.give, sender],
    ['get', terms.get, receiver],
  ] as const) {
    for (const hash of hashes) {
      const system = byHash.get(hash);
      if (!system) throw new GameError('NOT_FOUND', NO_SUCH_SYSTEM, { [side]: NO_SUCH_SYSTEM });
      if (system.holder_id !== holder.id) {
        const message = notHeldBy(system.name, holder.username);
        throw new GameError('RULE_VIOLATION', message, { [side]: message });
      }
      if (Date.parse(system.discovered_at!) > freshAfter) {
        const message = tooFresh(system.name, config.freshSystemHoldHours);
        throw new GameError('RULE_VIOLATION', message, { [side]: message });
      }
      items.push({ system_id: system.id, side });
    }
  }
  return items;
}

/** Closes the offer a counter replaces: it must be open and sent to the one countering. */
async function closeCountered(
  trx: Db,
  proposal: Proposal,
  sender: User,
  receiver: User,
  now: Date,
): Promise<number | null> {
  if (proposal.counters === undefined) return null;
  const old = await lockTrade(trx, proposal.counters);
  if (!old || (old.from_user_id !== sender.id && old.to_user_id !== sender.id)) {
    throw new GameError('NOT_FOUND', NO_SUCH_TRADE, { counters: NO_SUCH_TRADE });
  }
  if (old.to_user_id !== sender.id || old.from_user_id !== receiver.id) {
    throw new GameError('FORBIDDEN', ONLY_RECEIVER, { counters: ONLY_RECEIVER });
  }
  if (old.state !== 'open') throw new GameError('CONFLICT', NOT_OPEN, { counters: NOT_OPEN });
  if (Date.parse(old.expires_at) <= now.getTime()) {
    throw new GameError('CONFLICT', EXPIRED, { counters: EXPIRED });
  }
  return old.id;
}

/**
 * Sends an offer (docs/game-rules.md, "Trading"): checked whole before anything is written, so a
 * refusal writes nothing. A counter closes the offer it answers in the same transaction.
 */
export async function proposeTrade(
  db: Db,
  userId: number,
  proposal: Proposal,
  now: Date,
): Promise<Trade> {
  const row = await inTransaction(db, async (trx) => {
    const sender = await lockUser(trx, userId);
    if (!sender) throw accountGone();
    const config = (await loadGameConfig(trx)).trading;
    checkOfferShape(config, proposal);
    const receiver = await findUserByUsername(trx, proposal.to.trim());
    if (!receiver) throw new GameError('NOT_FOUND', NO_SUCH_SOCIETY, { to: NO_SUCH_SOCIETY });
    if (receiver.id === sender.id) {
      throw new GameError('INVALID_INPUT', TRADE_WITH_SELF, { to: TRADE_WITH_SELF });
    }
    await checkMayTrade(trx, config, sender, now, true);
    if (await isBlocked(trx, receiver.id, sender.id)) throw new GameError('FORBIDDEN', BLOCKED);
    if (await isBlocked(trx, sender.id, receiver.id)) throw new GameError('FORBIDDEN', YOU_BLOCKED);
    const countersId = await closeCountered(trx, proposal, sender, receiver, now);
    if ((await countOpenOffersFrom(trx, sender.id, now.toISOString())) >= config.openOutgoingCap) {
      throw new GameError('FORBIDDEN', TOO_MANY_OPEN);
    }
    const items = await resolveSides(trx, config, sender, receiver, proposal, now);
    const id = await insertTrade(
      trx,
      {
        from_user_id: sender.id,
        to_user_id: receiver.id,
        give_credits: proposal.giveCredits,
        get_credits: proposal.getCredits,
        message: proposal.message.trim(),
        state: 'open',
        reason: null,
        counters_id: countersId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + config.offerLifetimeHours * HOUR_MS).toISOString(),
        closed_at: null,
      },
      items,
    );
    if (countersId !== null) {
      await closeTrade(trx, countersId, 'declined', now.toISOString(), countered(id));
      await emitTradeChange(trx, countersId, now);
    }
    await emitTradeChange(trx, id, now, { counters: countersId ?? undefined });
    return (await lockTrade(trx, id))!;
  });
  return tradeViewOnOneConnection(db, row, now);
}
