import { Migrator, type Migration, type MigrationResult } from 'kysely';
import { migrations } from './index.js';
import type { Db } from '../schema/db.js';

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
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => available },
    nameComparator: byCodeUnits,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}

/**
 * The migrations this program knows that the database has not run (none once it is current):
 * read, never run.
 */
export async function pendingMigrations(
  db: Db,
  available: Record<string, Migration> = migrations,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => available },
    nameComparator: byCodeUnits,
  });
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((m) => m.name);
}

/**
 * The order migrations run in: their names' code units. Kysely's default, localeCompare, gives
 * the same order for names of the form 20261121T0950-initial-schema (a test checks it for every
 * migration), but its first call loads ICU's collation tables, a cost to every CLI command and
 * server start.
 */
export function byCodeUnits(name0: string, name1: string): number {
  return name0 < name1 ? -1 : name0 > name1 ? 1 : 0;
}
