import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { UserWorkspaceConfig } from 'vitest/config';

/**
 * Workspace packages export `source` (their TypeScript) beside `default` (their built JS).
 * Tests resolve the source, so `vitest` never needs a build of a sibling package first.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

/**
 * The Node-side suites (procgen, format, db, api, server, cli and their PostgreSQL twins, and the
 * web's unit tests, which run in Node without a DOM) keep each worker's loaded modules from one
 * test file to the next (`isolate: false`): importing from source again for every file was most
 * of a file's time. It holds because no test relies on a module's state being fresh: each opens its
 * own database, caches are keyed by database handle or content, and a spy or fake timer restores
 * what it replaced (`vi.spyOn` on an object, never `vi.mock` of a module, which cannot replace a
 * module another file already loaded). The browser suite (web-e2e) has its own config.
 */
export const sharedModules = { isolate: false } as const;

/**
 * The same project again on PostgreSQL: named `<name>-pg`, with ORRERY_TEST_DIALECT=postgres, which
 * @orrery/db/testing reads to create each test's database on the server vitest.config.ts found.
 */
export function onPostgres(project: UserWorkspaceConfig): UserWorkspaceConfig {
  const test = project.test ?? {};
  return {
    ...project,
    test: {
      ...test,
      name: `${String(test.name)}-pg`,
      env: { ...test.env, ORRERY_TEST_DIALECT: 'postgres' },
      // Each file creates a database and talks to a server over a socket: slower than a SQLite
      // file, and more so while other test runs share the machine.
      testTimeout: Math.max(test.testTimeout ?? 0, 30_000),
      hookTimeout: Math.max(test.hookTimeout ?? 0, 60_000),
    },
  };
}
