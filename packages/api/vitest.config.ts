import { defineProject } from 'vitest/config';
import { sharedModules, sourceConditions } from '../../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  test: {
    ...sharedModules,
    name: 'api',
    // As the package's faces do (src/index.ts): mail listens to the game's events. Passwords are
    // hashed at a test cost (test/password-cost.ts).
    setupFiles: ['test/listen-mail.ts', 'test/cheap-password-hashing.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
  },
});
