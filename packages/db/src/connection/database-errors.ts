import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { isPostgresUrl } from './dialect.js';
import { parsePostgresUrl, postgresSettings } from './postgres-url.js';

/** The target with any password replaced by ****, fit for logs and error messages. */
export function maskTarget(target: string): string {
  // Up to the last @: a password may itself hold one (unencoded), and must not leak in part. Not
  // parsed: a URL too malformed to parse may still hold a password.
  return target
    .replace(/^([a-z]+:\/\/[^:/@]*:).*@/i, '$1****@')
    .replace(/([?&]password=)[^&]*/gi, '$1****');
}

/** Thrown when the configured database cannot be used at all; its message is one line for people. */
export class DatabaseConnectionError extends Error {
  override name = 'DatabaseConnectionError';
}

/**
 * Why a PostgreSQL URL cannot be used, or undefined when it can: it must be one libpq reads (see
 * postgres-url.ts), and name one host, as node-postgres connects to one (libpq tries several).
 */
export function postgresUrlProblem(url: string): string | undefined {
  if (!isPostgresUrl(url)) return 'must start with postgres:// or postgresql://';
  let host: string | undefined;
  try {
    host = postgresSettings(parsePostgresUrl(url)).host;
  } catch {
    return 'is not a valid URL (check the port, and percent-encode special characters in the password)';
  }
  if (host?.includes(',')) return 'names several hosts; give one';
  return undefined;
}

const SOCKET_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOENT: 'no server listening on that socket',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ECONNRESET: 'connection reset',
};

const SQLSTATE_PROBLEMS: Record<string, string> = {
  '28P01': 'wrong password',
  '28000': 'this role may not connect',
  '3D000': 'that database does not exist',
  '53300': 'too many connections',
  '57P03': 'the server is starting up or shutting down',
};

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The database could not be reached or dropped the connection: a refused or timed-out connection,
 * a terminated backend, a server shutting down; or a statement or transaction ran past its time
 * limit (PostgresOptions.statementTimeoutMs, SQLite's busy timeout). Requests that meet it answer
 * 503 and retry later; the pool opens fresh connections once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined) {
    if (code in SOCKET_CODES || code === 'EPIPE') return true;
    // Class 08: connection exceptions; 57P01–57P03: admin/crash shutdown, cannot connect now;
    // 53300: too many connections; 57014: a statement cancelled (its statement_timeout passed);
    // 25P03: a session ended for idling in its transaction; 40P01: a deadlock's victim. Each rolled
    // its transaction back, so the request may simply be tried again.
    if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
    if (code === '57014' || code === '25P03' || code === '40P01') return true;
    if (code === 'SQLITE_BUSY') return true;
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection/i.test(
    message,
  );
}

/** One line saying why `target` could not be used, from the error its first query met. */
export function connectionProblem(error: unknown): string {
  const code = codeOf(error);
  if (code !== undefined && code in SOCKET_CODES) return SOCKET_CODES[code]!;
  if (code !== undefined && code in SQLSTATE_PROBLEMS) return SQLSTATE_PROBLEMS[code]!;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!;
}

/**
 * Runs one trivial query so that a wrong address or credentials show at start, as a
 * DatabaseConnectionError naming `setting` (e.g. DATABASE_URL) with the password masked.
 */
export async function checkConnection(db: Db, setting: string, target: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    throw new DatabaseConnectionError(
      `Cannot use the database ${setting}=${maskTarget(target)}: ${connectionProblem(error)}`,
    );
  }
}

/** A unique index or primary key refused a row (on either database). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
