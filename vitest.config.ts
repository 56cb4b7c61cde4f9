import { defineConfig } from 'vitest/config';
import { maskTarget } from './packages/db/src/connection/database-errors.js';
import { recordSkip } from './scripts/test-summary.mjs';
import { postgresForTests } from './vitest.postgres.js';
import { redisForTests } from './vitest.redis.js';

/** The `*-pg` projects run the db, api and server suites again on a real PostgreSQL. */
const POSTGRES_PROJECTS = ['packages/*/vitest.pg.config.ts', 'apps/*/vitest.pg.config.ts'];

/**
 * Whether this run may include a project `wanted` accepts: no --project filter, one naming such a
 * project, or one that only leaves projects out (`--project '!web-e2e'`).
 */
function mayRun(argv: string[], wanted: (name: string) => boolean): boolean {
  const named = argv.flatMap((arg, i) =>
    arg === '--project' ? [argv[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
  );
  return (
    named.length === 0 ||
    named.some((name) => name.startsWith('!') || name.includes('*') || wanted(name))
  );
}

async function postgresProjects(): Promise<string[]> {
  if (!mayRun(process.argv, (name) => name.includes('pg'))) return [];
  const url = await postgresForTests();
  if (url === undefined) {
    const asked = process.env.ORRERY_TEST_POSTGRES_URL;
    recordSkip(
      'db-pg, api-pg, server-pg, cli-pg (PostgreSQL)',
      asked
        ? `no PostgreSQL server answers at ORRERY_TEST_POSTGRES_URL=${maskTarget(asked)}`
        : 'no server at postgres:///postgres and none could be started; install postgresql (or set ORRERY_TEST_POSTGRES_URL) and run `npx vitest run --project "*-pg"`',
    );
    return [];
  }
  process.env.ORRERY_TEST_POSTGRES_URL = url;
  return POSTGRES_PROJECTS;
}

/** Redis for the server suites' limits shared across servers: its URL, or why their tests skip. */
async function findRedis(): Promise<void> {
  if (!mayRun(process.argv, (name) => name.startsWith('server'))) return;
  const redis = await redisForTests();
  if ('url' in redis) {
    process.env.ORRERY_TEST_REDIS_URL = redis.url;
  } else {
    process.env.ORRERY_TEST_REDIS_URL = '';
    process.env.ORRERY_TEST_NO_REDIS = redis.problem;
    recordSkip(
      'the Redis tests of server and server-pg (sign-in limits across servers)',
      redis.problem,
    );
  }
}

export default defineConfig(async () => {
  const [postgres] = await Promise.all([postgresProjects(), findRedis()]);
  return {
    test: {
      // Keeps each project's transformed sources in node_modules/.experimental-vitest-cache, keyed
      // by their content and the project's config: a run after the first transforms only what
      // changed (transforming every project's sources was a large part of the run's CPU). Vitest
      // has no plugin here whose output depends on anything else; `vitest --clearCache` empties it.
      experimental: { fsModuleCache: true },
      // One project per workspace and one for scripts/; apps may add a browser project in
      // vitest.e2e.config.ts, and the db, api and server suites run again on PostgreSQL in their
      // vitest.pg.config.ts.
      projects: [
        'packages/*/vitest.config.ts',
        'apps/*/vitest.config.ts',
        'apps/*/vitest.e2e.config.ts',
        'scripts/vitest.config.ts',
        ...postgres,
      ],
    },
  };
});
