// @ts-check
import { strykerDefaults } from '../../stryker.shared.mjs';

/**
 * Mutation testing of the game's rules: `npm run mutate -w @orrery/api` (CONTRIBUTING.md,
 * "Mutation testing"). Not part of `npm test`: it takes minutes. Runs the api project on SQLite only (the rules are the same
 * code on both dialects; api-pg proves the queries).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...strykerDefaults,
  mutate: [
    'src/game/collection.ts',
    'src/game/ledger.ts',
    'src/game/achievements.ts',
    'src/game/accounts.ts',
    'src/game/offer.ts',
    'src/game/goals.ts',
    'src/game/sinks.ts',
    'src/game/telescope.ts',
    'src/game/streak-bonus.ts',
  ],
  // The game rules' own tests; the concurrency and timing suites start worker processes that load
  // the mutated source without Stryker's hooks, and the whole-galaxy ones add seconds per mutant.
  testFiles: [
    'test/game/accounts.test.ts',
    'test/game/accounts-rules.test.ts',
    'test/game/accounts-refusals.test.ts',
    'test/game/achievements-rules.test.ts',
    'test/game/collection.test.ts',
    'test/game/collection-rules.test.ts',
    'test/game/economy.test.ts',
    'test/game/goals.test.ts',
    'test/game/goals-rules.test.ts',
    'test/game/guarantees-play.test.ts',
    'test/game/ledger-rules.test.ts',
    'test/game/odds.test.ts',
    'test/game/sinks.test.ts',
    'test/game/sinks-rules.test.ts',
    'test/game/streak-bonus.test.ts',
    'test/game/offer-stream.test.ts',
    'test/game/invariants.test.ts',
    'test/game/streak-play.test.ts',
    'test/game/week.test.ts',
  ],
  timeoutMS: 30_000,
};
