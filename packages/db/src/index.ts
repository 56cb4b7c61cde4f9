/**
 * @orrery/db — the schema and its migrations on SQLite (better-sqlite3) or PostgreSQL (pg), through
 * Kysely. This face opens and migrates a database; each concept's tables and repositories have a
 * face of their own: `@orrery/db/galaxy`, `/systems`, `/discoveries`, `/accounts`, `/profiles`,
 * `/economy`, `/mail`, `/trades`, `/live`, `/settings`, `/search`, `/seed`, `/maintenance` and `/copy`.
 */
export type { Database } from './schema/database.js';
export {
  openDatabase,
  closeDatabase,
  type Db,
  type OpenOptions,
  type Synchronous,
} from './connection/open-database.js';
export { dialectOf, isPostgresUrl, type Dialect } from './connection/dialect.js';
export { takeTurn } from './connection/loop-slices.js';
export {
  databaseNameOf,
  formatPostgresUrl,
  parsePostgresUrl,
  postgresSettings,
  PostgresUrlError,
  splitPassword,
  withDatabaseName,
  type PostgresHost,
  type PostgresSettings,
  type PostgresUrl,
} from './connection/postgres-url.js';
export { postgresClientConfig } from './connection/postgres-client-config.js';
export { forUpdate } from './connection/row-locks.js';
export type { DatabaseObserver, PoolUse } from './connection/database-observer.js';
export * from './connection/database-errors.js';
export { migrateToLatest, pendingMigrations } from './migrations/migrate.js';
