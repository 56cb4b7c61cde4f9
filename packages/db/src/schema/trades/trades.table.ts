import type { Generated, Insertable, Selectable } from 'kysely';

/** What became of an offer (an accepted trade an operator reversed reads 'void'). */
export type TradeStateValue = 'open' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'void';

/** An offer between two societies (docs/game-rules.md, "Trading"). */
export interface TradesTable {
  id: Generated<number>;
  /** The sender; null once its society is deleted. */
  from_user_id: number | null;
  /** The receiver; null once its society is deleted. */
  to_user_id: number | null;
  /** Ϟ the sender gives. */
  give_credits: number;
  /** Ϟ the receiver gives. */
  get_credits: number;
  message: string;
  state: TradeStateValue;
  /** Why it closed, in words, when the state alone does not say. */
  reason: string | null;
  /** The offer this one counters. */
  counters_id: number | null;
  created_at: string;
  expires_at: string;
  closed_at: string | null;
}

export type TradeRow = Selectable<TradesTable>;
export type NewTrade = Insertable<TradesTable>;

/** A system an offer names: 'give' from the sender, 'get' from the receiver. */
export interface TradeItemsTable {
  trade_id: number;
  system_id: number;
  side: 'give' | 'get';
}

export type TradeItem = Selectable<TradeItemsTable>;

/** A society that refuses offers from another. */
export interface SocietyBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** A holder after the discoverer: who received the system, by which trade, and when. */
export interface SystemHoldersTable {
  id: Generated<number>;
  system_id: number;
  user_id: number;
  trade_id: number;
  since: string;
}

export type SystemHolderRow = Selectable<SystemHoldersTable>;
