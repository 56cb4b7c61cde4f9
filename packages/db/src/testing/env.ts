import type { Dialect } from '../connection/dialect.js';

/**
 * Which database the tests of this process run on: the vitest projects named `*-pg` set
 * ORRERY_TEST_DIALECT=postgres; the root vitest config sets ORRERY_TEST_POSTGRES_URL to a server
 * it found or started (see vitest.postgres.ts).
 */
export interface TestEnv {
  dialect: Dialect;
  /** An administrative connection: test databases are created and dropped through it. */
  postgresUrl: string;
}

export function readTestEnv(env: NodeJS.ProcessEnv = process.env): TestEnv {
  return {
    dialect: env.ORRERY_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite',
    postgresUrl: env.ORRERY_TEST_POSTGRES_URL || 'postgres:///postgres',
  };
}
