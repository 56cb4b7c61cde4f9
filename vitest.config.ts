import { defineConfig } from 'vitest/config';
import { postgresForTests } from './vitest.postgres.js';

/** The `*-pg` projects run the db, api and server suites again on a real PostgreSQL. */
const POSTGRES_PROJECTS = ['packages/*/vitest.pg.config.ts', 'apps/*/vitest.pg.config.ts'];

/**
 * Whether this run may include a `*-pg` project: no --project filter, one naming one, or one that
 * only leaves projects out (`--project '!web-e2e'`).
 */
function wantsPostgres(argv: string[]): boolean {
  const named = argv.flatMap((arg, i) =>
    arg === '--project' ? [argv[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
  );
  return (
    named.length === 0 ||
    named.some((name) => name.startsWith('!') || name.includes('pg') || name.includes('*'))
  );
}

async function postgresProjects(): Promise<string[]> {
  if (!wantsPostgres(process.argv)) return [];
  const url = await postgresForTests();
  if (url === undefined) {
    console.log(
      'PostgreSQL test projects (db-pg, api-pg, server-pg, cli-pg) SKIPPED: no server at postgres:///postgres and none could be started; install postgresql (or set ORRERY_TEST_POSTGRES_URL) and run `npx vitest run --project "*-pg"`.',
    );
    return [];
  }
  process.env.ORRERY_TEST_POSTGRES_URL = url;
  return POSTGRES_PROJECTS;
}

export default defineConfig(async () => ({
  test: {
    // One project per workspace; apps may add a browser project in vitest.e2e.config.ts, and the
    // db, api and server suites run again on PostgreSQL in their vitest.pg.config.ts.
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vitest.e2e.config.ts',
      ...(await postgresProjects()),
    ],
  },
}));
