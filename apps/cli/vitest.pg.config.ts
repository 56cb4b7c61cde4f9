import type { UserWorkspaceConfig } from 'vitest/config';
import { onPostgres } from '../../vitest.shared.js';
import project from './vitest.config.js';

/** The commands again on PostgreSQL: the tests written for both databases. */
const pg = onPostgres(project);
const config: UserWorkspaceConfig = {
  ...pg,
  test: { ...pg.test, include: ['test/both-dialects/**/*.test.ts'] },
};
export default config;
