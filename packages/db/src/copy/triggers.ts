import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';

/**
 * Runs `work` (inside a transaction) with the schema's own triggers off, so that rows copied in
 * as they are do not set off what the game's writes would (the discovery revision and its change
 * log are copied too, and must not advance again). Foreign keys stay checked.
 * PostgreSQL: DISABLE TRIGGER USER per table, for this transaction's changes (the owner may).
 * SQLite, which cannot switch a trigger off: each is dropped and created again from its own SQL.
 */
export async function withoutTriggers<T>(
  trx: Db,
  tables: string[],
  work: () => Promise<T>,
): Promise<T> {
  if (dialectOf(trx) === 'postgres') {
    for (const table of tables) {
      await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
    }
    const result = await work();
    for (const table of tables) {
      await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
    }
    return result;
  }
  const { rows: triggers } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger'`.execute(trx);
  for (const trigger of triggers) await sql`drop trigger ${sql.ref(trigger.name)}`.execute(trx);
  const result = await work();
  for (const trigger of triggers) await sql.raw(trigger.sql).execute(trx);
  return result;
}
