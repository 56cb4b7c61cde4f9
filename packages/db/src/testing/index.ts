/** @orrery/db/testing — fresh databases of the dialect the running test project names. */
export {
  createPostgresDatabase,
  createTestDatabase,
  setPostgresReadOnly,
  waitForLockWaiters,
  testDialect,
  type TestDatabase,
  type TestDatabaseOptions,
} from './test-database.js';
export type { TestTemplate } from './templates.js';
export { damageMiddlePages } from './damage-sqlite.js';
export { passiveCheckpoint, walAutocheckpoint } from './sqlite-wal.js';
