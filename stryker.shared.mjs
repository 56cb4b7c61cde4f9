// @ts-check
/**
 * What every workspace's stryker.config.mjs shares (CONTRIBUTING.md, "Mutation testing"): the
 * vitest runner on the workspace's vitest.config.ts, in place, one runner at a time, HTML and JSON reports.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export const strykerDefaults = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  // In place: a sandbox copy of the workspace cannot reach ../../vitest.shared.ts, which its
  // vitest.config.ts imports. Stryker restores the originals from .stryker-tmp/ when it ends.
  inPlace: true,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The machine is shared: one test runner at a time.
  concurrency: 1,
  coverageAnalysis: 'perTest',
};
