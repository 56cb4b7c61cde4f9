import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/connection/database-errors.js';
import type { Db } from '../src/schema/db.js';
import { testDialect } from '../src/testing/index.js';
import { withAdmin } from '../src/testing/test-database.js';
import { tempDatabase } from './temp-db.js';

const backendPid = async (db: Db) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;

// A connection that ends while a caller holds it (a failover, an operator's pg_terminate_backend)
// used to crash the process: `pg` reports it as an 'error' event that nothing listened to once the
// pool had lent the connection out. Vitest fails the run on such an uncaught error.
it.runIf(testDialect === 'postgres')(
  'a connection lost inside a transaction fails that transaction only; the next query runs',
  async () => {
    const { db, cleanup } = await tempDatabase({ migrate: false });
    try {
      const transaction = db.transaction().execute(async (trx) => {
        const pid = await backendPid(trx);
        await withAdmin((admin) => admin.query('select pg_terminate_backend($1)', [pid]));
        // Let the connection's end arrive while it is still lent out, between two queries.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      // ...with an error a server answers 503 to (retry later), not 500.
      const error = await transaction.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await cleanup();
    }
  },
);

it.runIf(testDialect === 'postgres')(
  "an idle connection lost reaches onIdleError as the error alone, without the pool's client",
  async () => {
    const lost: Error[] = [];
    const { db, cleanup } = await tempDatabase({
      migrate: false,
      onIdleError: (error) => lost.push(error),
    });
    try {
      const pid = await backendPid(db);
      await withAdmin((admin) => admin.query('select pg_terminate_backend($1)', [pid]));
      await expect.poll(() => lost.length, { timeout: 10_000 }).toBe(1);
      expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
      expect(lost[0]).not.toHaveProperty('client');
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await cleanup();
    }
  },
);
