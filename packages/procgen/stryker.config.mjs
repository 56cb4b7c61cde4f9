// @ts-check
import { strykerDefaults } from '../../stryker.shared.mjs';

/**
 * Mutation testing of the generator's physics and rarity rules: `npm run mutate -w @orrery/procgen`
 * (CONTRIBUTING.md, "Mutation testing"). Not part of `npm test`: it takes minutes.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...strykerDefaults,
  mutate: [
    'src/core/physics.ts',
    'src/planets/planet-physics.ts',
    'src/planets/habitability.ts',
    'src/rarity/rarity.ts',
  ],
  // The unit, astronomy, snapshot and frozen-digest tests; the 100,000-system statistical suites
  // (distribution, determinism, properties, outline) would make every mutant many times slower.
  testFiles: [
    'src/core/physics.test.ts',
    'src/rarity/rarity.test.ts',
    'test/astronomy.test.ts',
    'test/frozen.test.ts',
    'test/snapshots.test.ts',
    'test/*-rules.test.ts',
  ],
  timeoutMS: 20_000,
};
