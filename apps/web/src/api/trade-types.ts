import type { Rarity } from './types.js';

/**
 * A trade between two societies, as `/trades` answers it (docs/api.md, "Trades"). `from` proposed
 * it (both are usernames, the way profiles are named); `give` is what `from` gives and `get` what
 * `from` gets. `value` and `valueWarning` weigh the sides from `from`'s side.
 */
export const TRADE_STATES = [
  'open',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'void',
] as const;
export type TradeState = (typeof TRADE_STATES)[number];

export const TRADE_BOXES = ['incoming', 'outgoing', 'history'] as const;
export type TradeBox = (typeof TRADE_BOXES)[number];

/** A system on one side of an offer: what its card shows. */
export interface TradeSystem {
  hash: string;
  name: string;
  sector: string;
  rarity: Rarity;
  rarityScore: number;
  cardType: string;
}

export interface Trade {
  id: number;
  from: string;
  to: string;
  give: TradeSystem[];
  get: TradeSystem[];
  giveCredits: number;
  getCredits: number;
  message: string;
  state: TradeState;
  createdAt: string;
  expiresAt: string;
  closedAt?: string;
  reason?: string;
  counters?: number;
  value: { give: number; get: number };
  valueWarning: 'give' | 'get' | null;
}

/** The body of POST /trades; `counters` names the offer this one answers and replaces. */
export interface TradeProposal {
  to: string;
  give: string[];
  get: string[];
  giveCredits?: number;
  getCredits?: number;
  message?: string;
  counters?: number;
}
