import { createTestDatabase, testDialect, type TestDatabase } from '@orrery/db/testing';
import { afterAll } from 'vitest';

/**
 * A fresh, empty database of the project's dialect for the CLI to work on (SQLite under cli,
 * PostgreSQL under cli-pg), with the flag that names it, removed after the file's tests.
 */
export async function cliDatabase(): Promise<TestDatabase & { args: string[] }> {
  const t = await createTestDatabase({ migrate: false });
  afterAll(() => t.cleanup());
  const args = testDialect === 'postgres' ? ['--database-url', t.target] : ['--db', t.target];
  return { ...t, args };
}
