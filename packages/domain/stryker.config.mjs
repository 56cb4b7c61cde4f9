// @ts-check
import { strykerDefaults } from '../../stryker.shared.mjs';

/**
 * Mutation testing of the pure rules: `npm run mutate -w @orrery/domain` (docs/testing.md). Not
 * part of `npm test`. The domain's own tests only: the api's suites exercise these rules too, but
 * Stryker mutates a workspace's files under that workspace's tests.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...strykerDefaults,
  mutate: ['src/offer-odds.ts', 'src/streak-days.ts', 'src/telescope.ts', 'src/buydown.ts'],
  timeoutMS: 30_000,
};
