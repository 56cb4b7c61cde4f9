import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';

export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Stores `value` unless the key already holds one (another process may have been first). */
export async function insertSettingIfAbsent(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * Deletes a setting (in one transaction) so that its value leaves the database's files too, not
 * only its rows, for a value a copy of the files must not hold. SQLite overwrites the freed bytes
 * (secure_delete, for this delete) and checkpoints, so no copy of the old page stays in the WAL;
 * PostgreSQL rewrites the table (VACUUM FULL), since a deleted row otherwise stays on disk until
 * its space is reused. (PostgreSQL's WAL archives, if kept, still hold what was written before.)
 */
export async function eraseSetting(db: Db, key: string): Promise<void> {
  const remove = () =>
    db.transaction().execute((trx) => trx.deleteFrom('settings').where('key', '=', key).execute());
  if (dialectOf(db) === 'postgres') {
    await remove();
    await sql`VACUUM FULL settings`.execute(db);
    return;
  }
  const { rows } = await sql<{ secure_delete: number }>`PRAGMA secure_delete`.execute(db);
  const before = rows[0]?.secure_delete ?? 0;
  await sql`PRAGMA secure_delete = ON`.execute(db);
  try {
    await remove();
  } finally {
    await sql.raw(`PRAGMA secure_delete = ${before === 1 ? 'ON' : 'OFF'}`).execute(db);
  }
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}
