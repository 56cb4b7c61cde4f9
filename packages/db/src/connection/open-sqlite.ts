import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DialectAdapter,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from 'kysely';
import type { Database } from '../schema/database.js';
import type { Db } from '../schema/db.js';
import { observerLog, type DatabaseObserver } from './database-observer.js';
import { takeTurn } from './loop-slices.js';

/**
 * Kysely's SQLite driver opens transactions with a plain (deferred) BEGIN. Two processes could then
 * both read, and the second would fail when it upgrades to a write lock. BEGIN IMMEDIATE takes the
 * write lock up front, so the busy timeout queues writers instead and check-then-write is atomic.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #database: CachingDatabase;
  constructor(config: SqliteDialectConfig & { database: CachingDatabase }) {
    super(config);
    this.#database = config.database;
  }

  /** Database work takes turns with the rest of the event loop (loop-slices.ts). */
  override async acquireConnection(): Promise<DatabaseConnection> {
    await takeTurn();
    const connection = await super.acquireConnection();
    // It may have waited behind holders that ran in this turn.
    await takeTurn();
    return connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * On some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM …) SQLite has already rolled the
   * transaction back itself; a second rollback would fail with "cannot rollback - no transaction
   * is active" and that error would replace the one that says what went wrong.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#database.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** SQLite's DDL is transactional; saying so makes Kysely's Migrator run migrations in a transaction. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class GameSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig & { database: CachingDatabase };
  constructor(config: SqliteDialectConfig & { database: CachingDatabase }) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/** Kysely's view of the handle, plus whether a transaction is open on it. */
interface CachingDatabase extends SqliteDatabase {
  readonly inTransaction: boolean;
}

const rawHandles = new WeakMap<object, SQLite.Database>();

/** Distinct SQL texts whose prepared statements are kept (the game runs a few dozen). */
const STATEMENT_CACHE_SIZE = 500;

/** SQL that changes the schema: kept statements' columns may change with it. */
const DDL = /^\s*(create|alter|drop)\s/i;

type Row = Record<string, unknown>;

/** Builds a row's object from its values in column order: an object literal of one shape. */
function rowBuilder(names: string[]): (values: unknown[]) => Row {
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown[]) => Row;
}

/**
 * A reading statement as Kysely uses it (reader, all, iterate), reading rows as arrays of values
 * and building each row's object with a function made once for the statement's columns:
 * better-sqlite3 builds row objects property by property, a large share of a 16-row guide page's read;
 * an object literal of one shape costs a fraction of it. A statement SQLite prepared again after a
 * schema change has its columns read again when their count changed (this handle's own schema
 * changes empty the cache: see withStatementCache).
 */
function withRowBuilder(statement: SQLite.Statement): SqliteStatement {
  const columns = () => statement.columns().map((column) => column.name);
  let names = columns();
  let build = rowBuilder(names);
  statement.raw(true);
  const toRow = (values: unknown[]): Row => {
    if (values.length !== names.length) {
      names = columns();
      build = rowBuilder(names);
    }
    return build(values);
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as Iterable<unknown[]>) {
        yield toRow(values);
      }
    },
  };
}

/**
 * The handle Kysely runs queries through, keeping each SQL text's prepared statement: Kysely
 * prepares every query anew, about half the time of a small read. Reusing a statement is safe: Kysely runs one query at a
 * time on its single connection, and SQLite re-prepares a statement after a schema change.
 */
function withStatementCache(raw: SQLite.Database): CachingDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    get inTransaction() {
      return raw.inTransaction;
    },
    close: () => raw.close(),
    prepare(text) {
      if (DDL.test(text)) {
        statements.clear();
        return raw.prepare(text);
      }
      let statement = statements.get(text);
      if (statement === undefined) {
        const prepared = raw.prepare(text);
        statement = prepared.reader ? withRowBuilder(prepared) : prepared;
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value!);
        }
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * How hard each commit is pushed to the disk. `normal` (the default, with WAL): a commit is
 * durable once the WAL is checkpointed; a process crash loses nothing, a power cut or OS crash may
 * lose the last commits (never corrupts). `full`: every commit is fsynced before it is
 * acknowledged, at the cost of one fsync per write.
 */
export type Synchronous = 'normal' | 'full';

export interface SqliteOptions {
  /** How long a writer waits for another connection's lock before failing, in ms. */
  busyTimeoutMs?: number;
  synchronous?: Synchronous;
  /** Who learns of failed statements (a server's metrics). */
  observer?: DatabaseObserver;
}

/** Opens (creating if needed) a SQLite file, or ':memory:', with the pragmas the game relies on. */
export function openSqlite(path: string, options: SqliteOptions = {}): Db {
  const raw = new SQLite(path);
  raw.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
  raw.pragma('journal_mode = WAL');
  raw.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  raw.pragma('foreign_keys = ON');
  // Reads of a large galaxy go through the OS page cache instead of copying into SQLite's.
  raw.pragma('mmap_size = 1073741824');
  const db = new Kysely<Database>({
    dialect: new GameSqliteDialect({ database: withStatementCache(raw) }),
    ...observerLog(options.observer),
  });
  rawHandles.set(db, raw);
  return db;
}

/** The better-sqlite3 handle behind a SQLite database (for bulk and backup work). */
export function rawHandle(db: Db): SQLite.Database {
  const raw = rawHandles.get(db);
  if (!raw) {
    throw new Error(
      'Not a SQLite database opened by openDatabase (transactions have no raw handle)',
    );
  }
  return raw;
}
