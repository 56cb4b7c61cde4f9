import pg from 'pg';
import Cursor from 'pg-cursor';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './database.js';
import type { Db } from './db.js';
import { libpqUrl } from './postgres-url.js';

export interface PostgresOptions {
  /** Connections this process keeps open at most (see "Scaling out" in docs/operations.md). */
  poolSize?: number;
  /** An idle pooled connection failed (the server restarted, a backend was terminated). */
  onIdleError?: (error: Error) => void;
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

const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) && format !== 'binary'
      ? toSafeNumber
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Opens a pool of connections to the PostgreSQL database at `url` (connects on first use). */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: libpqUrl(url),
    max: options.poolSize ?? 10,
    // A database that does not answer fails a request within seconds instead of queueing it.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'orrery',
    types,
  });
  // Without a listener, an idle connection's error (a restarted server) would crash the process;
  // the pool has already dropped that connection and opens a new one when next needed.
  pool.on('error', (error) => options.onIdleError?.(error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
}
