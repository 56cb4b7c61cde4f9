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
}

/**
 * Kysely's `log` option for an observer: only failures are passed on, and without an observer that
 * wants them there is no `log` at all, so that a query pays for nothing.
 */
export function observerLog(
  observer: DatabaseObserver | undefined,
): { log: (event: LogEvent) => void } | undefined {
  const failed = observer?.queryFailed;
  if (failed === undefined) return undefined;
  return {
    log: (event) => {
      if (event.level === 'error') failed(event.error);
    },
  };
}
