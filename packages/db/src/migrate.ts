import { Migrator, type Migration, type MigrationResult } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Db } from './db.js';

/**
 * Brings the schema up to date. Both databases have transactional DDL, so the Migrator runs the
 * pending migrations in one transaction: a failure rolls back to the schema as it was, and throws.
 * Servers starting together take turns (SQLite: BEGIN IMMEDIATE; PostgreSQL: the Migrator's
 * advisory lock), and the second finds nothing left to do.
 */
export async function migrateToLatest(
  db: Db,
  available: Record<string, Migration> = migrations,
): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => available } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}
