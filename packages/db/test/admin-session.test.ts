import { expect, it } from 'vitest';
import { testDialect } from '../src/testing/index.js';
import { withAdmin } from '../src/testing/test-database.js';

const backendPid = () =>
  withAdmin(
    async (admin) =>
      (await admin.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid,
  );

it.runIf(testDialect === 'postgres')(
  'creates and drops through one kept connection, and replaces it once it is gone',
  async () => {
    const first = await backendPid();
    // Used again, even by callers side by side: the same server process answers.
    expect(await Promise.all([backendPid(), backendPid()])).toEqual([first, first]);
    // The server ends that connection (a restart, an operator): the next use opens a new one.
    await withAdmin((admin) =>
      admin.query('select pg_terminate_backend(pg_backend_pid())').catch(() => undefined),
    );
    await expect
      .poll(() => backendPid().catch(() => undefined), { timeout: 10_000 })
      .not.toBe(first);
    const replaced = await backendPid();
    expect(replaced).not.toBe(first);
    expect(await backendPid()).toBe(replaced);
  },
);
