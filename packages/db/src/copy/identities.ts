import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';
import type { CopyTable } from './copy-tables.js';

/**
 * The highest number `table`'s id column has handed out: its largest id, or more when rows were
 * deleted since (ids are never reused: SQLite's AUTOINCREMENT, PostgreSQL's identity sequence).
 */
export async function lastIssuedId(db: Db, table: CopyTable, column: string): Promise<number> {
  const { rows } = await sql<{ m: number | null }>`select max(${sql.ref(column)}) as m
    from ${sql.table(table.name)}`.execute(db);
  const largest = Number(rows[0]?.m ?? 0);
  if (dialectOf(db) === 'postgres') {
    const { rows: seq } = await sql<{ last: number | null }>`select pg_sequence_last_value(
      pg_get_serial_sequence(${table.name}, ${column})::regclass) as last`.execute(db);
    return Math.max(largest, Number(seq[0]?.last ?? 0));
  }
  const { rows: seq } = await sql<{ seq: number }>`select seq from sqlite_sequence
    where name = ${table.name}`.execute(db);
  return Math.max(largest, Number(seq[0]?.seq ?? 0));
}

/** Makes `table`'s next generated id `last + 1`. Call inside the copy's transaction. */
export async function advanceIdentity(
  db: Db,
  table: CopyTable,
  column: string,
  last: number,
): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // setval(…, false) for an empty table: the next id is then 1.
    await sql`select setval(pg_get_serial_sequence(${table.name}, ${column}),
      ${Math.max(last, 1)}, ${last > 0})`.execute(db);
    return;
  }
  const updated = await sql`update sqlite_sequence set seq = ${last}
    where name = ${table.name}`.execute(db);
  if (Number(updated.numAffectedRows ?? 0) === 0 && last > 0) {
    await sql`insert into sqlite_sequence (name, seq) values (${table.name}, ${last})`.execute(db);
  }
}
