import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import type { User } from '../schema/accounts/users.table.js';
import { forUpdate } from '../connection/row-locks.js';

// The two societies of a trade, read in one statement each where the rules read both: an accept
// holds its locks for every round trip it makes, so it makes few.

/**
 * Both societies, locked until the transaction ends, in id order (PostgreSQL locks the rows as
 * the sorted result yields them), so two trades between the same societies cannot deadlock.
 */
export async function lockSocieties(db: Db, ids: readonly number[]): Promise<Map<number, User>> {
  const rows = await forUpdate(
    db,
    db
      .selectFrom('users')
      .selectAll()
      .where('id', 'in', [...ids])
      .orderBy('id'),
  ).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Systems each society discovered, wherever they are held now (the trading threshold). */
export async function countCollectedByEach(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('discoveries')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', [...ids])
    .groupBy('user_id')
    .execute();
  return new Map(ids.map((id) => [id, Number(rows.find((r) => r.user_id === id)?.n ?? 0)]));
}

/** Trades each of two societies took part in that were accepted in [from, to). */
export async function countAcceptedBetweenEach(
  db: Db,
  [a, b]: readonly [number, number],
  from: string,
  to: string,
): Promise<[number, number]> {
  const involves = (id: number) =>
    sql<number>`coalesce(sum(case when from_user_id = ${id} or to_user_id = ${id} then 1 else 0 end), 0)`;
  const row = await db
    .selectFrom('trades')
    .select([involves(a).as('a'), involves(b).as('b')])
    .where((eb) => eb.or([eb('from_user_id', 'in', [a, b]), eb('to_user_id', 'in', [a, b])]))
    .where('state', '=', 'accepted')
    .where('closed_at', '>=', from)
    .where('closed_at', '<', to)
    .executeTakeFirstOrThrow();
  return [Number(row.a), Number(row.b)];
}

/** The blocks between two societies, either way: the blocker of each. */
export async function blockersBetween(db: Db, a: number, b: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('society_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.blocker_id));
}
