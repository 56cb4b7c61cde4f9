import { sql, type Kysely } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';
import { listCopyTables, type CopyTable } from './copy-tables.js';
import { advanceIdentity, lastIssuedId } from './identities.js';
import { insertRows, type Row } from './insert-rows.js';
import { withoutTriggers } from './triggers.js';

/** The copy refused to start; nothing was written. */
export class CopyRefusedError extends Error {
  override name = 'CopyRefusedError';
}

/** The target holds a galaxy or players already, and the copy was not forced. */
export class TargetNotEmptyError extends CopyRefusedError {
  override name = 'TargetNotEmptyError';
}

export interface CopyOptions {
  /** Replace what the target holds (default: refuse a target that holds a galaxy or players). */
  force?: boolean;
  /** Rows read and written at a time (default 5,000). */
  batchSize?: number;
  /** After each table: its name and the rows copied. */
  onTable?: (table: string, rows: number) => void;
}

export interface CopiedTable {
  table: string;
  rows: number;
}

/** The target holds a game already: a galaxy or players (migrations alone create neither). */
async function holdsGame(db: Db): Promise<boolean> {
  const galaxy = await db.selectFrom('galaxies').select('id').limit(1).executeTakeFirst();
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return galaxy !== undefined || user !== undefined;
}

/** Both schemas must be the same tables and columns: a copy never drops what it cannot place. */
function checkSameSchema(source: CopyTable[], target: CopyTable[]): void {
  const describe = (tables: CopyTable[]) =>
    new Set(tables.flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}`)));
  const from = describe(source);
  const to = describe(target);
  const missing = [...from].filter((column) => !to.has(column));
  const extra = [...to].filter((column) => !from.has(column));
  if (missing.length > 0 || extra.length > 0) {
    throw new CopyRefusedError(
      `The two databases' schemas differ (${[
        missing.length > 0 ? `only the source has ${missing.join(', ')}` : '',
        extra.length > 0 ? `only the target has ${extra.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}); bring both to the same version first.`,
    );
  }
}

/** Reads the source as one consistent snapshot (SQLite: its write lock; PostgreSQL: repeatable read). */
function inSnapshot<T>(source: Db, work: (snapshot: Db) => Promise<T>): Promise<T> {
  const transaction = source.transaction();
  return dialectOf(source) === 'postgres'
    ? transaction.setIsolationLevel('repeatable read').execute(work)
    : transaction.execute(work);
}

async function copyTable(from: Db, to: Db, table: CopyTable, batchSize: number): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows = (from as unknown as Kysely<any>)
    .selectFrom(table.name)
    .select(table.columns.map((column) => column.name))
    .stream(batchSize);
  let batch: Row[] = [];
  let copied = 0;
  for await (const row of rows) {
    batch.push(row as Row);
    if (batch.length >= batchSize) {
      await insertRows(to, table, batch);
      copied += batch.length;
      batch = [];
    }
  }
  await insertRows(to, table, batch);
  return copied + batch.length;
}

/** What is kept from other tables rather than copied: SQLite's search index, PostgreSQL's statistics. */
async function rebuildDerived(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`analyze`.execute(db);
    return;
  }
  const { rows } = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table' and sql like 'create virtual table%using fts5%'`.execute(db);
  for (const { name } of rows) {
    await sql`insert into ${sql.table(name)} (${sql.ref(name)}) values ('rebuild')`.execute(db);
  }
}

/**
 * Copies every row of every table from `source` to `target` (either dialect to either), ids
 * included, in one transaction on the target: it holds all of the source or, on any error, nothing
 * new. The tables come from the schema itself, so tables added by later migrations are copied too;
 * the two schemas must match (both migrated to the latest version). Id sequences continue after
 * the source's, triggers do not fire for copied rows, and derived data (the search index) is rebuilt.
 */
export async function copyDatabase(
  source: Db,
  target: Db,
  options: CopyOptions = {},
): Promise<CopiedTable[]> {
  const batchSize = options.batchSize ?? 5000;
  const sourceTables = await listCopyTables(source);
  const tables = await listCopyTables(target);
  checkSameSchema(sourceTables, tables);
  if (!options.force && (await holdsGame(target))) {
    throw new TargetNotEmptyError('The target already holds a galaxy or players.');
  }
  const names = tables.map((table) => table.name);
  const copied = await inSnapshot(source, (from) =>
    target.transaction().execute((to) =>
      withoutTriggers(to, names, async () => {
        // Dependents first, then referenced tables first: foreign keys hold at every step.
        for (const table of [...tables].reverse()) {
          await sql`delete from ${sql.table(table.name)}`.execute(to);
        }
        const result: CopiedTable[] = [];
        for (const table of tables) {
          const rows = await copyTable(from, to, table, batchSize);
          if (table.identity !== undefined) {
            const last = await lastIssuedId(from, table, table.identity);
            await advanceIdentity(to, table, table.identity, last);
          }
          result.push({ table: table.name, rows });
          options.onTable?.(table.name, rows);
        }
        return result;
      }),
    ),
  );
  await rebuildDerived(target);
  return copied;
}
