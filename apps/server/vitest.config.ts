import { defineProject } from 'vitest/config';
import { sharedModules, sourceConditions } from '../../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  // Without `module`: vitest hands these conditions to Node, and under it @opentelemetry/api
  // (which prom-client requires) resolves to an ESM build that Node cannot load.
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    ...sharedModules,
    name: 'server',
    // The game's passwords hashed at a test cost in this process (server or CLI child processes
    // keep the game's own): packages/api/test/password-cost.ts.
    setupFiles: ['../../packages/api/test/cheap-password-hashing.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Each test starts a server on a freshly migrated and seeded database: seconds of work that
    // a loaded machine stretches past vitest's 5 s default (a limit, not a timing goal).
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
