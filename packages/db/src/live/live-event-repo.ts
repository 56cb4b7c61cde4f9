import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';
import type { LiveEventRow, NewLiveEvent } from '../schema/live/live-events.table.js';

// Any constant works: it names the one lock every appender takes on PostgreSQL.
const APPEND_LOCK = 4_077_301;

/**
 * Appends events to the live change log in one short transaction of its own. On PostgreSQL the
 * appenders take turns (an advisory lock held to the commit), so ids commit in id order and a
 * reader that has seen id n never later finds a smaller one; SQLite writes one at a time anyway.
 * A row whose `once_key` is logged already is dropped.
 */
export async function appendLiveEvents(db: Db, rows: readonly NewLiveEvent[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres')
      await sql`select pg_advisory_xact_lock(${APPEND_LOCK})`.execute(trx);
    // One statement for the lot: an appender holds the lock, and a pool connection, for as few
    // round trips as it can. Ids are drawn in the order of the rows.
    await trx
      .insertInto('live_events')
      .values([...rows])
      .onConflict((oc) => oc.column('once_key').doNothing())
      .execute();
  });
}

/** Up to `limit` logged events after id `after`, in id order. */
export async function listLiveEventsAfter(
  db: Db,
  after: number,
  limit: number,
): Promise<LiveEventRow[]> {
  return db
    .selectFrom('live_events')
    .selectAll()
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The newest logged id, 0 when the log is empty. */
export async function latestLiveEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Deletes all but the newest `keep` events; answers how many went. */
export async function pruneLiveEvents(db: Db, keep: number): Promise<number> {
  const newest = await latestLiveEventId(db);
  const result = await db
    .deleteFrom('live_events')
    .where('id', '<=', newest - keep)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
