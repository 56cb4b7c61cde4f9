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
    'src/game/collect/collection.ts',
    'src/game/ledger/ledger.ts',
    'src/game/achievements/achievements.ts',
    'src/game/accounts/accounts.ts',
    'src/game/offer/offer.ts',
    'src/game/goals/goals.ts',
    'src/game/sinks/sinks.ts',
    'src/game/telescope/telescope.ts',
    'src/game/streaks/streak-bonus.ts',
  ],
  // The game rules' own tests; the concurrency and timing suites start worker processes that load
  // the mutated source without Stryker's hooks, and the whole-galaxy ones add seconds per mutant.
  testFiles: [
    'src/game/accounts/accounts.test.ts',
    'src/game/accounts/accounts-rules.test.ts',
    'src/game/accounts/accounts-refusals.test.ts',
    'src/game/achievements/achievements-rules.test.ts',
    'src/game/collect/collection.test.ts',
    'src/game/collect/collection-rules.test.ts',
    'src/game/ledger/economy.test.ts',
    'src/game/goals/goals.test.ts',
    'src/game/goals/goals-rules.test.ts',
    'src/game/offer/guarantees-play.test.ts',
    'src/game/ledger/ledger-rules.test.ts',
    'src/game/offer/odds.test.ts',
    'src/game/sinks/sinks.test.ts',
    'src/game/sinks/sinks-rules.test.ts',
    'src/game/streaks/streak-bonus.test.ts',
    'src/game/offer/offer-stream.test.ts',
    'src/game/ledger/invariants.test.ts',
    'src/game/streaks/streak-play.test.ts',
    'src/game/core/week.test.ts',
  ],
  timeoutMS: 30_000,
};
