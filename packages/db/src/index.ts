/** @orrery/db — the schema, migrations and repositories, on SQLite (better-sqlite3) or PostgreSQL (pg), through Kysely. */
export type { Database } from './database.js';
export * from './tables/galaxies.table.js';
export * from './tables/systems.table.js';
export * from './tables/discoveries.table.js';
export * from './tables/discovery-changes.table.js';
export * from './tables/users.table.js';
export * from './tables/ledger-transactions.table.js';
export * from './tables/achievements.table.js';
export * from './tables/user-achievements.table.js';
export * from './tables/email-preferences.table.js';
export * from './tables/settings.table.js';
export * from './tables/sessions.table.js';
export * from './tables/player-stats.table.js';
export * from './tables/profile-settings.table.js';
export * from './tables/showcase-cards.table.js';
export * from './tables/leaderboard-buckets.table.js';
export * from './tables/goal-claims.table.js';
export * from './tables/config-changes.table.js';
export * from './tables/mail-outbox.table.js';
export * from './tables/password-resets.table.js';
export * from './tables/system-names.table.js';
export * from './tables/card-finishes.table.js';
export * from './tables/collect-offers.table.js';
export * from './tables/email-changes.table.js';
export * from './tables/identity-collisions.table.js';
export * from './tables/trades.table.js';
export * from './tables/live-events.table.js';
export {
  openDatabase,
  closeDatabase,
  type Db,
  type OpenOptions,
  type Synchronous,
} from './open-database.js';
export { dialectOf, isPostgresUrl, type Dialect } from './dialect.js';
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
} from './postgres-url.js';
export { postgresClientConfig } from './postgres-client-config.js';
export { forUpdate } from './row-locks.js';
export type { DatabaseObserver, PoolUse } from './database-observer.js';
export * from './database-errors.js';
export { migrateToLatest, pendingMigrations } from './migrations/migrate.js';
export {
  checkForeignKeys,
  checkStructure,
  MAX_REPORTED,
  type Finding,
} from './integrity/structure-checks.js';
export { checkInvariants, INVARIANTS, type Invariant } from './integrity/invariants.js';
export { backupDatabase } from './backup-database.js';
export {
  probeWrite,
  writeFaultOf,
  type WriteFault,
  type WriteFaultKind,
} from './repos/write-faults.js';
export * from './seed/seed-systems.js';
export * from './clear-galaxy.js';
export * from './search/search-systems.js';
export * from './repos/galaxy-repo.js';
export * from './repos/system-repo.js';
export * from './repos/system-counts-repo.js';
export * from './repos/rarity-repo.js';
export * from './repos/discovery-repo.js';
export * from './repos/user-repo.js';
export * from './repos/user-summary-repo.js';
export * from './repos/ledger-repo.js';
export * from './repos/achievement-repo.js';
export * from './repos/email-preference-repo.js';
export * from './repos/setting-repo.js';
export * from './repos/session-repo.js';
export * from './repos/player-stats-repo.js';
export * from './repos/profile-repo.js';
export * from './repos/sector-repo.js';
export * from './repos/map-repo.js';
export * from './repos/goal-repo.js';
export * from './repos/config-change-repo.js';
export * from './repos/mail-outbox-repo.js';
export * from './repos/password-reset-repo.js';
export * from './repos/mail-recipients-repo.js';
export * from './repos/system-extras-repo.js';
export * from './repos/card-shape-repo.js';
export * from './repos/reach-repo.js';
export * from './repos/offer-repo.js';
export * from './repos/email-change-repo.js';
export * from './repos/identity-collision-repo.js';
export * from './repos/trade-repo.js';
export * from './repos/live-event-repo.js';
export { identityKey } from './identity-key.js';
export { seedSyntheticGalaxy } from './synthetic-galaxy.js';
export {
  copyDatabase,
  CopyRefusedError,
  TargetNotEmptyError,
  type CopyOptions,
  type CopiedTable,
} from './copy/copy-database.js';
