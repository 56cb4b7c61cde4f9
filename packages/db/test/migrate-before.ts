import { Migrator, sql } from 'kysely';
import type { Db } from '../src/index.js';
import { migrations } from '../src/migrations/index.js';

/** Brings `db` up to the migration just before `name`, so a test can fill it and then run `name`. */
export async function migrateToJustBefore(db: Db, name: string): Promise<void> {
  const names = Object.keys(migrations);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(names[names.indexOf(name) - 1]!);
  if (error) throw error;
}

/**
 * Runs today's seed (which writes systems.card_shape and galaxies.generation_profile) on a schema
 * from before those columns: they are there only while the rows go in, so the migrations after it
 * still find the schema they expect.
 */
export async function seedBeforeCardShapes(db: Db, seed: () => Promise<unknown>): Promise<void> {
  await sql`alter table systems add column card_shape text`.execute(db);
  await sql`alter table galaxies add column generation_profile text`.execute(db);
  await seed();
  await sql`alter table galaxies drop column generation_profile`.execute(db);
  await sql`alter table systems drop column card_shape`.execute(db);
}
