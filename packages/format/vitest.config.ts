import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'format',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
