import { defineProject } from 'vitest/config';
import { sharedModules, sourceConditions } from '../../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  test: {
    ...sharedModules,
    name: 'domain',
    include: ['test/**/*.test.ts'],
  },
});
