import type pg from 'pg';
import type PgCursor from 'pg-cursor';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from '../schema/database.js';
import type { Db } from '../schema/db.js';
import { observerLog, type DatabaseObserver } from './database-observer.js';
import { postgresClientConfig } from './postgres-client-config.js';

export interface PostgresOptions {
  /** Connections this process keeps open at most (docs/operations.md, "PostgreSQL"). */
  poolSize?: number;
  /** An idle pooled connection failed (the server restarted, a backend was terminated). */
  onIdleError?: (error: Error) => void;
  /**
   * Longest a statement may run, lock waits included, and a transaction may sit idle between its
   * statements, in ms; PostgreSQL then cancels the statement (57014) or ends the session (25P03)
   * and the transaction rolls back (isDatabaseUnavailable). Unset: no limit (migrations, the CLI).
   */
  statementTimeoutMs?: number;
  /** Who learns of failed statements and of the pool's use (a server's metrics). */
  observer?: DatabaseObserver;
}

/**
 * 64-bit integers and numerics (count(*), sum() of integers) arrive as strings from `pg` by
 * default, to keep their full precision. Every such value in the game is a count or an amount
 * well inside 2^53, so they are read as numbers, like better-sqlite3 reads them; anything
 * outside the safe range is refused rather than rounded.
 */
function toSafeNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) && !/[.eE]/.test(text)) {
    throw new RangeError(`${text} is outside the range this program reads exactly`);
  }
  return value;
}

/** Number parsing for the 64-bit and numeric types, the rest as `pg` parses them. */
function typeParsers(types: typeof pg.types): pg.CustomTypesConfig {
  const numberTypes = new Set<number>([types.builtins.INT8, types.builtins.NUMERIC]);
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      numberTypes.has(oid) && format !== 'binary'
        ? toSafeNumber
        : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
  };
}

/**
 * pg-cursor's class once loaded. Kysely takes the cursor class up front but builds one only to
 * stream, which runs on a connection of the pool: by then the pool's loader has set it.
 */
let LoadedCursor: typeof PgCursor | undefined;
class Cursor {
  constructor(text: string, values: unknown[]) {
    // A constructor may answer another object: the real cursor.
    return new LoadedCursor!(text, values);
  }
}

/** Its caller learns of it from its query; see the pool's 'connect' listener. */
function ignoreLentConnectionError(): void {}

/**
 * Opens a pool of connections to the PostgreSQL database at `url` (connects on first use). `pg`
 * itself loads with the first query: a process on SQLite never loads it (nor the Response class it
 * probes for), which would slow every CLI command's start.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const pool = async () => {
    const [{ default: pg }, { default: cursor }] = await Promise.all([
      import('pg'),
      import('pg-cursor'),
    ]);
    LoadedCursor = cursor;
    const created = new pg.Pool({
      application_name: 'orrery',
      ...postgresClientConfig(url),
      max: options.poolSize ?? 10,
      // A database that does not answer fails a request within seconds instead of queueing it.
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      types: typeParsers(pg.types),
      ...(options.statementTimeoutMs === undefined
        ? {}
        : {
            statement_timeout: options.statementTimeoutMs,
            idle_in_transaction_session_timeout: options.statementTimeoutMs,
          }),
    });
    // Without a listener, an idle connection's error (a restarted server) would crash the
    // process; the pool has already dropped that connection and opens a new one when next needed.
    created.on('error', (error) => {
      // pg-pool hangs the whole client on the error; a log line of it is kilobytes of internals.
      delete (error as Error & { client?: unknown }).client;
      options.onIdleError?.(error);
    });
    // The pool listens only while a connection is idle. One that fails while lent out has already
    // failed its query (or fails the next one), and the pool drops it when it comes back; without
    // a listener of its own, `pg` would also throw that error out of the socket's event.
    created.on('connect', (client) => client.on('error', ignoreLentConnectionError));
    options.observer?.poolOpened?.(created);
    return created;
  };
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool, cursor: Cursor as unknown as typeof PgCursor }),
    ...observerLog(options.observer),
  });
}
