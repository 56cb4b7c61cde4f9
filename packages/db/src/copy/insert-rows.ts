import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';
import type { CopyTable } from './copy-tables.js';

/** SQLite binds at most 32,766 parameters per statement. */
const SQLITE_MAX_PARAMETERS = 32_000;

export type Row = Record<string, unknown>;

/**
 * Inserts `rows` into `table` as they are, ids included. PostgreSQL: one statement whose
 * parameters are column arrays, unnested into rows (as seeding does), cast to the target's column
 * types. SQLite: multi-row inserts within its parameter limit.
 */
export async function insertRows(db: Db, table: CopyTable, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const names = sql.join(table.columns.map((column) => sql.ref(column.name)));
  if (dialectOf(db) === 'postgres') {
    const arrays = table.columns.map(
      (column) =>
        sql`${rows.map((row) => row[column.name] ?? null)}::${sql.raw(`${column.dataType}[]`)}`,
    );
    await sql`insert into ${sql.table(table.name)} (${names})
      select * from unnest(${sql.join(arrays)})`.execute(db);
    return;
  }
  const perStatement = Math.max(1, Math.floor(SQLITE_MAX_PARAMETERS / table.columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const values = rows
      .slice(start, start + perStatement)
      .map(
        (row) =>
          sql`(${sql.join(table.columns.map((column) => sql.val(row[column.name] ?? null)))})`,
      );
    await sql`insert into ${sql.table(table.name)} (${names}) values ${sql.join(values)}`.execute(
      db,
    );
  }
}
