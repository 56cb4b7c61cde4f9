// @ts-check
/**
 * Mutation testing of the generator's physics and rarity rules: `npm run mutate -w @orrery/procgen`
 * (docs/testing.md). Not part of `npm test`: it takes minutes.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  // In place: a sandbox copy of this folder cannot reach ../../vitest.shared.ts, which
  // vitest.config.ts imports. Stryker restores the originals from .stryker-tmp/ when it ends.
  inPlace: true,
  mutate: ['src/physics.ts', 'src/planet-physics.ts', 'src/habitability.ts', 'src/rarity.ts'],
  // The unit, astronomy, snapshot and frozen-digest tests; the 100,000-system statistical suites
  // (distribution, determinism, properties, outline) would add ~15 s to every mutant.
  testFiles: [
    'src/physics.test.ts',
    'src/rarity.test.ts',
    'test/astronomy.test.ts',
    'test/frozen.test.ts',
    'test/snapshots.test.ts',
    'test/*-rules.test.ts',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The machine is shared: one test runner at a time.
  concurrency: 1,
  coverageAnalysis: 'perTest',
  timeoutMS: 20_000,
};
