import { defineProject } from 'vitest/config';

/** The repository's own scripts: the test run's summary, the commit message check. */
export default defineProject({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
  },
});
