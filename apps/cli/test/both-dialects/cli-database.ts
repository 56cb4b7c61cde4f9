import { createTestDatabase, testDialect, type TestDatabase } from '@orrery/db/testing';

/**
 * A fresh, empty database of the project's dialect for the CLI to work on (SQLite under cli,
 * PostgreSQL under cli-pg), with the flag that names it. Made in a `beforeAll`, so the caller's
 * `afterAll` removes it (a hook registered inside another hook never runs).
 */
export async function cliDatabase(): Promise<TestDatabase & { args: string[] }> {
  const t = await createTestDatabase({ migrate: false });
  const args = testDialect === 'postgres' ? ['--database-url', t.target] : ['--db', t.target];
  return { ...t, args };
}
