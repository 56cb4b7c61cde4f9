import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from './dialect.js';

/**
 * Locks the rows `query` selects until the surrounding transaction ends, so that a rule's
 * check-then-write is atomic across connections and servers.
 *
 * PostgreSQL: `SELECT … FOR UPDATE` (with `skipLocked`, rows another transaction holds are passed
 * over instead of waited for — for work queues). SQLite: nothing to add, because every write
 * transaction there starts with BEGIN IMMEDIATE and so already holds the whole database.
 * Call inside a transaction (outside one, PostgreSQL releases the lock at once).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function forUpdate<Q extends SelectQueryBuilder<any, any, any>>(
  db: Db,
  query: Q,
  options: { skipLocked?: boolean } = {},
): Q {
  if (dialectOf(db) !== 'postgres') return query;
  const locked = query.forUpdate();
  return (options.skipLocked ? locked.skipLocked() : locked) as Q;
}
