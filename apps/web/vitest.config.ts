import { defineProject } from 'vitest/config';
import { sharedModules, sourceConditions } from '../../vitest.shared.js';

/** Unit tests of the client's logic (node environment; the browser tests are web-e2e). */
export default defineProject({
  ...sourceConditions,
  test: {
    ...sharedModules,
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
  },
});
