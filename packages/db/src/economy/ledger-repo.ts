import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import type {
  LedgerTransaction,
  NewLedgerTransaction,
} from '../schema/economy/ledger-transactions.table.js';

/**
 * The one way to change a balance: a ledger row plus the matching change of users.currency.
 * Call inside a transaction; the currency >= 0 check aborts an overdraft.
 */
export async function recordTransaction(
  db: Db,
  row: NewLedgerTransaction,
): Promise<LedgerTransaction> {
  const inserted = await db
    .insertInto('ledger_transactions')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ currency: sql<number>`currency + ${row.amount}` })
    .where('id', '=', row.user_id)
    .execute();
  return inserted;
}

/**
 * recordTransaction for several rows at once: one insert of the rows and one update of the
 * balances they change (a trade's Ϟ both ways). Call inside a transaction.
 */
export async function recordTransactions(db: Db, rows: NewLedgerTransaction[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('ledger_transactions').values(rows).execute();
  const change = new Map<number, number>();
  for (const row of rows) change.set(row.user_id, (change.get(row.user_id) ?? 0) + row.amount);
  const ids = [...change.keys()].sort((a, b) => a - b);
  const cases = ids.map((id) => sql`when ${id} then cast(${change.get(id)!} as bigint)`);
  await db
    .updateTable('users')
    .set({ currency: sql<number>`currency + case id ${sql.join(cases, sql` `)} end` })
    .where('id', 'in', ids)
    .execute();
}

export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.total;
}

/**
 * Players whose balance differs from their ledger's sum (or is negative): none, when every
 * change went through recordTransaction. One query over every player, for operators' checks.
 */
export async function listBalancesOffLedger(
  db: Db,
): Promise<{ id: number; currency: number; ledger: number }[]> {
  const sums = db
    .selectFrom('ledger_transactions')
    .select(['user_id', sql<number>`sum(amount)`.as('total')])
    .groupBy('user_id')
    .as('sums');
  return db
    .selectFrom('users')
    .leftJoin(sums, 'sums.user_id', 'users.id')
    .select(['users.id', 'users.currency', sql<number>`coalesce(sums.total, 0)`.as('ledger')])
    .where((eb) =>
      eb.or([
        eb('users.currency', '<', 0),
        eb('users.currency', '!=', sql<number>`coalesce(sums.total, 0)`),
      ]),
    )
    .orderBy('users.id')
    .execute();
}

/** Newest first. */
export async function listTransactions(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: LedgerTransaction[]; total: number }> {
  const rows = await db
    .selectFrom('ledger_transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows, total: count.n };
}

export async function countTransactionsByReason(
  db: Db,
  userId: number,
  reason: string,
): Promise<number> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('reason', '=', reason)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Every ledger row of the given users, user by user, oldest first. */
export async function listTransactionsOfUsers(
  db: Db,
  userIds: number[],
): Promise<LedgerTransaction[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('ledger_transactions')
    .selectAll()
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('id')
    .execute();
}
