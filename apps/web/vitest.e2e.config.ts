import { defineProject } from 'vitest/config';
import { sharedModules, sourceConditions } from '../../vitest.shared.js';

/**
 * Browser tests: the built server on a throw-away database, driven through Debian's Chromium.
 * Two files at a time: one file drives a chain (test, Chromium's page, server) that is busy one
 * link at a time and so fills about one core; a second file uses what the first leaves, on its
 * own server and database. A worker's files share loaded modules (the game layer that game-state.ts
 * imports from source is slow to load once per file) and, through the global setup, one Chromium
 * and one seeded database to copy.
 */
export default defineProject({
  ...sourceConditions,
  test: {
    name: 'web-e2e',
    ...sharedModules,
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
