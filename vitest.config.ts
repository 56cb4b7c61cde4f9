import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One project per workspace; apps may add a browser project in vitest.e2e.config.ts.
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vitest.e2e.config.ts',
    ],
  },
});
