import type { LogEvent } from 'kysely';

/** How many connections a PostgreSQL pool holds, lends and has callers waiting for. */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** What a server's metrics learn from its database (apps/server/src/ops/metrics.ts). */
export interface DatabaseObserver {
  /** A statement failed, whatever the cause (a constraint, a timeout, a lost connection). */
  queryFailed?(error: unknown): void;
  /** PostgreSQL: the pool, once it is made (on the first query), to read its use from. */
  poolOpened?(pool: PoolUse): void;
  /** A statement finished (`error` when it failed), for tracing: its SQL and its duration. */
  statement?(sql: string, durationMs: number, error?: unknown): void;
}

/**
 * Kysely's `log` option for an observer: without an observer that wants failures or statements
 * there is no `log` at all, so that a query pays for nothing.
 */
export function observerLog(
  observer: DatabaseObserver | undefined,
): { log: (event: LogEvent) => void } | undefined {
  const failed = observer?.queryFailed;
  const statement = observer?.statement;
  if (failed === undefined && statement === undefined) return undefined;
  return {
    log: (event) => {
      const error = event.level === 'error' ? event.error : undefined;
      if (event.level === 'error') failed?.(error);
      statement?.(event.query.sql, event.queryDurationMillis, error);
    },
  };
}
