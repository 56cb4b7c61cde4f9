// @ts-check
/**
 * Mutation testing of the game's rules: `npm run mutate -w @orrery/api` (docs/testing.md). Not
 * part of `npm test`: it takes minutes. Runs the api project on SQLite only (the rules are the same
 * code on both dialects; api-pg proves the queries).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  // In place: a sandbox copy of this folder cannot reach ../../vitest.shared.ts, which
  // vitest.config.ts imports. Stryker restores the originals from .stryker-tmp/ when it ends.
  inPlace: true,
  mutate: [
    'src/game/collection.ts',
    'src/game/ledger.ts',
    'src/game/achievements.ts',
    'src/game/accounts.ts',
  ],
  // The game rules' own tests; the concurrency and timing suites start worker processes that load
  // the mutated source without Stryker's hooks, and the whole-galaxy ones add seconds per mutant.
  testFiles: [
    'test/game/accounts.test.ts',
    'test/game/accounts-rules.test.ts',
    'test/game/achievements-rules.test.ts',
    'test/game/collection.test.ts',
    'test/game/collection-rules.test.ts',
    'test/game/economy.test.ts',
    'test/game/ledger-rules.test.ts',
    'test/game/invariants.test.ts',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The machine is shared: one test runner at a time.
  concurrency: 1,
  coverageAnalysis: 'perTest',
  timeoutMS: 30_000,
};
