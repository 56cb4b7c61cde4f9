import { type Db } from '@orrery/db';
import { findUserById, lockUser } from '@orrery/db/accounts';
import { listTransactions, recordTransaction, type LedgerTransaction } from '@orrery/db/economy';
import { accountGone, GameError } from '../core/errors.js';
import type { Transaction, TransactionHistory } from '../core/views.js';

/** Why a balance changed: the code stored per ledger row and the name players see. */
export const LEDGER_REASONS = {
  collection: 'Solar system collected',
  achievement: 'Achievement reward',
  buydown: 'Cooldown buydown',
  telescope: 'Telescope upgrade',
  'targeted-scan': 'Targeted scan',
  grant: 'Operator grant',
  signup: 'Welcome credits',
  goal: 'Goal reward',
  naming: 'Naming rights',
  finish: 'Card finish',
  streak: 'Streak bonus',
  'trade-out': 'Trade: Ϟ given',
  'trade-in': 'Trade: Ϟ received',
  'trade-reversal': 'Trade reversed',
} as const;

export type LedgerReason = keyof typeof LEDGER_REASONS;

export const DEFAULT_HISTORY_LIMIT = 25;
export const MAX_HISTORY_LIMIT = 100;

function toTransaction(row: LedgerTransaction): Transaction {
  const name = LEDGER_REASONS[row.reason as LedgerReason] ?? row.reason;
  return {
    id: row.id,
    createdAt: row.created_at,
    reason: { name },
    description: row.description,
    amount: row.amount,
  };
}

export async function getBalance(db: Db, userId: number): Promise<{ balance: number }> {
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  return { balance: user.currency };
}

/** Newest first, paged by limit (1–100, default 25) and offset. */
export async function getTransactionHistory(
  db: Db,
  userId: number,
  page: { limit?: number; offset?: number } = {},
): Promise<TransactionHistory> {
  const limit = page.limit ?? DEFAULT_HISTORY_LIMIT;
  const offset = page.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_HISTORY_LIMIT) {
    throw new GameError(
      'INVALID_INPUT',
      `Limit must be a whole number from 1 to ${MAX_HISTORY_LIMIT}`,
    );
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw new GameError('INVALID_INPUT', 'Offset must be a whole number of at least 0');
  }
  if (!(await findUserById(db, userId))) throw accountGone();
  const { rows, total } = await listTransactions(db, userId, limit, offset);
  return { transactions: rows.map(toTransaction), total, limit, offset };
}

/** An operator's grant (or, negative, a deduction) of credits: its own ledger reason. */
export async function grantCredits(
  db: Db,
  userId: number,
  amount: number,
  description: string,
  now: Date,
): Promise<{ balance: number }> {
  if (!Number.isSafeInteger(amount) || amount === 0) {
    throw new GameError('INVALID_INPUT', 'Amount must be a whole number other than 0');
  }
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw new GameError('NOT_FOUND', 'User not found');
    if (user.currency + amount < 0) {
      throw new GameError('RULE_VIOLATION', 'A balance cannot go below 0');
    }
    await recordTransaction(trx, {
      user_id: userId,
      reason: 'grant',
      description,
      amount,
      created_at: now.toISOString(),
    });
    return { balance: user.currency + amount };
  });
}
