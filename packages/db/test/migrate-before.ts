import { Migrator } from 'kysely';
import type { Db } from '../src/index.js';
import { migrations } from '../src/migrations/index.js';

/** Brings `db` up to the migration just before `name`, so a test can fill it and then run `name`. */
export async function migrateToJustBefore(db: Db, name: string): Promise<void> {
  const names = Object.keys(migrations);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(names[names.indexOf(name) - 1]!);
  if (error) throw error;
}
