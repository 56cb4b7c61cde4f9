import type { Generated, Insertable, Selectable } from 'kysely';

export interface LedgerTransactionsTable {
  id: Generated<number>;
  user_id: number;
  /** A reason code, e.g. 'collection', 'achievement', 'buydown', 'telescope', 'grant'. */
  reason: string;
  description: string;
  /** Signed amount in currency units. */
  amount: number;
  created_at: string;
}

export type LedgerTransaction = Selectable<LedgerTransactionsTable>;
export type NewLedgerTransaction = Insertable<LedgerTransactionsTable>;
