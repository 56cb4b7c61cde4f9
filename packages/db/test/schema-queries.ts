import { sql } from 'kysely';
import { dialectOf, type Db } from '../src/index.js';

/** The schema as each database describes it, for tests that look at tables and indexes. */

/** User tables (not the database's own, nor FTS5's shadow tables), by name. */
export async function tableNames(db: Db): Promise<string[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() order by table_name`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'
          and name not like 'sqlite_%' and name not like 'systems_fts_%' order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}

export async function columnNames(db: Db, table: string): Promise<string[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db)
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** Secondary indexes of `table` (not the primary key's), by name. */
export async function indexNames(db: Db, table: string): Promise<string[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = ${table}
            and indexname <> ${`${table}_pkey`} order by indexname`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = ${table} and sql is not null order by name`.execute(
          db,
        );
  return rows.rows.map((r) => r.name);
}
