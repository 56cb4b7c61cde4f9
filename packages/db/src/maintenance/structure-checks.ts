import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';
import { rawHandle } from '../connection/open-sqlite.js';

/** Problems SQLite reports at most per check: enough to see the damage, bounded in time. */
export const MAX_REPORTED = 10;

/** One thing wrong with the database: which check found it, and what. */
export interface Finding {
  check: string;
  detail: string;
}

/** The first line of what SQLite threw (a damaged file may fail the check itself). */
const thrown = (error: unknown) =>
  `${(error as { code?: string }).code ?? 'error'}: ${String((error as Error).message ?? error).split('\n')[0]}`;

/**
 * SQLite's page and index structure: `quick_check` (every page and record, without comparing
 * indexes to their tables: linear in the file's size) or, `full`, `integrity_check` (that too).
 * PostgreSQL checks its own pages (data checksums); with `full` and the amcheck extension
 * installed, every B-tree index of the schema is verified.
 */
export async function checkStructure(db: Db, full = false): Promise<Finding[]> {
  const check = full ? 'integrity_check' : 'quick_check';
  if (dialectOf(db) === 'postgres') return full ? checkPostgresIndexes(db) : [];
  try {
    const rows = rawHandle(db).pragma(`${check}(${MAX_REPORTED})`) as Record<string, string>[];
    return rows
      .map((row) => Object.values(row)[0]!)
      .filter((detail) => detail !== 'ok')
      .map((detail) => ({ check, detail }));
  } catch (error) {
    return [{ check, detail: thrown(error) }];
  }
}

async function checkPostgresIndexes(db: Db): Promise<Finding[]> {
  const { rows: installed } = await sql<{ n: number }>`
    select count(*) as n from pg_extension where extname = 'amcheck'`.execute(db);
  if (Number(installed[0]?.n) === 0) return [];
  const { rows: indexes } = await sql<{ name: string }>`
    select c.relname as name from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am a on a.oid = c.relam
    join pg_namespace n on n.oid = c.relnamespace
    where a.amname = 'btree' and n.nspname = current_schema()`.execute(db);
  const findings: Finding[] = [];
  for (const { name } of indexes) {
    try {
      await sql`select bt_index_check(${sql.ref(name)}::regclass)`.execute(db);
    } catch (error) {
      findings.push({ check: 'bt_index_check', detail: `${name}: ${thrown(error)}` });
    }
  }
  return findings;
}

/**
 * Rows that point at a row that is not there. SQLite: `foreign_key_check` (a file written without
 * `foreign_keys=ON`, or damaged). PostgreSQL enforces its constraints; one left NOT VALID is named.
 */
export async function checkForeignKeys(db: Db): Promise<Finding[]> {
  const check = 'foreign_key_check';
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ name: string; table: string }>`
      select conname as name, conrelid::regclass::text as "table" from pg_constraint
      where contype = 'f' and not convalidated`.execute(db);
    return rows.map((row) => ({ check, detail: `${row.table}: ${row.name} is not validated` }));
  }
  try {
    const rows = rawHandle(db).pragma('foreign_key_check') as {
      table: string;
      rowid: number;
      parent: string;
    }[];
    return rows.slice(0, MAX_REPORTED).map((row) => ({
      check,
      detail: `${row.table} row ${row.rowid} points at a missing ${row.parent} row`,
    }));
  } catch (error) {
    return [{ check, detail: thrown(error) }];
  }
}
