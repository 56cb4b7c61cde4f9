import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

/**
 * Browser tests: the built server on a throw-away database, driven through Debian's Chromium.
 * One file at a time — Chromium with SwiftShader is heavy on two shared cores.
 */
export default defineProject({
  ...sourceConditions,
  test: {
    name: 'web-e2e',
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
