import { defineProject } from 'vitest/config';
import { sharedModules, sourceConditions } from '../../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  test: {
    ...sharedModules,
    name: 'cli',
    // The game's passwords hashed at a test cost in this process (server or CLI child processes
    // keep the game's own): packages/api/test/password-cost.ts.
    setupFiles: ['../../packages/api/test/cheap-password-hashing.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    // The end-to-end tests run the built binary; build it once if it is missing.
    globalSetup: ['test/build-once.ts'],
    // Each end-to-end test spawns node processes against SQLite files; keep the CPU for the rest.
    testTimeout: 60_000,
    // A file's beforeAll seeds a galaxy through the binary, which a loaded machine makes slow.
    hookTimeout: 120_000,
  },
});
