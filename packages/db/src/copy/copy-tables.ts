import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';

/** One table the copy moves: its columns and, when the database numbers it, its id column. */
export interface CopyTable {
  name: string;
  columns: { name: string; dataType: string }[];
  /** The column the database numbers itself (identity / autoincrement), if any. */
  identity?: string;
}

/** Tables that are not the game's data: the migrator's own bookkeeping. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * SQLite's virtual tables (the FTS5 search index) and their shadow tables hold nothing of their own:
 * they are rebuilt from the tables they index (see rebuildDerived).
 */
async function sqliteVirtualTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table' and sql like 'create virtual table%'`.execute(db);
  return rows.map((row) => row.name);
}

/** Pairs [table, table it references] for every foreign key. */
async function foreignKeys(db: Db, tables: string[]): Promise<[string, string][]> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ table: string; references: string }>`
      select cl.relname as "table", ref.relname as "references"
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_class ref on ref.oid = c.confrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      where c.contype = 'f' and ns.nspname = current_schema()`.execute(db);
    return rows.map((row) => [row.table, row.references]);
  }
  const pairs: [string, string][] = [];
  for (const table of tables) {
    const { rows } = await sql<{
      table: string;
    }>`select "table" from pragma_foreign_key_list(${table})`.execute(db);
    for (const row of rows) pairs.push([table, row.table]);
  }
  return pairs;
}

/** `tables` ordered so that every table comes after the tables it references. */
function referencedFirst(tables: string[], keys: [string, string][]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return; // a cycle: its order cannot matter more
    path.add(table);
    for (const [from, to] of keys) if (from === table && to !== table) visit(to, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, new Set());
  return ordered;
}

/**
 * Every table of the game's schema, read from the database itself (not from a list kept here, so
 * a table a later migration adds is copied without anyone remembering to), referenced tables first.
 */
export async function listCopyTables(db: Db): Promise<CopyTable[]> {
  const schema = dialectOf(db) === 'postgres' ? await currentSchema(db) : undefined;
  const virtual = dialectOf(db) === 'sqlite' ? await sqliteVirtualTables(db) : [];
  const derived = (name: string) =>
    virtual.some((table) => name === table || name.startsWith(`${table}_`));
  const tables = (await db.introspection.getTables()).filter(
    (table) =>
      !table.isView &&
      (schema === undefined || table.schema === schema) &&
      !MIGRATOR_TABLES.has(table.name) &&
      !derived(table.name),
  );
  const order = referencedFirst(
    tables.map((table) => table.name),
    await foreignKeys(
      db,
      tables.map((table) => table.name),
    ),
  );
  return order.map((name) => {
    const table = tables.find((candidate) => candidate.name === name)!;
    const identity = table.columns.find((column) => column.isAutoIncrementing)?.name;
    return {
      name,
      columns: table.columns.map((column) => ({ name: column.name, dataType: column.dataType })),
      ...(identity === undefined ? {} : { identity }),
    };
  });
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}
