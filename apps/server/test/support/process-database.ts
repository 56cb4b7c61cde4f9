import { rmSync } from 'node:fs';
import { createTestDatabase, testDialect, type TestDatabase } from '@orrery/db/testing';
import { afterAll, beforeAll } from 'vitest';

/**
 * For a file whose tests start server processes: on PostgreSQL, an empty database whose URL is set
 * as `env.DATABASE_URL` before the tests (on SQLite the processes use `env.DATABASE_PATH`). After
 * the file, the database and the file's directory `dir` are removed.
 */
export function databaseForServerProcesses(env: NodeJS.ProcessEnv, dir: string): void {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    if (testDialect !== 'postgres') return;
    database = await createTestDatabase({ migrate: false });
    await database.db.destroy();
    env.DATABASE_URL = database.target;
  }, 30_000);
  afterAll(async () => {
    await database?.cleanup().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });
}
