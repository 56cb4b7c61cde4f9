import type { Db } from '../schema/db.js';
import { isPostgresUrl } from './dialect.js';
import { openPostgres, type PostgresOptions } from './open-postgres.js';
import { openSqlite, type SqliteOptions } from './open-sqlite.js';

export type { Synchronous } from './open-sqlite.js';

export type { Db } from '../schema/db.js';
export type OpenOptions = SqliteOptions & PostgresOptions;

/**
 * Opens the game's database: a `postgres://` URL opens a pool on PostgreSQL, anything else is the
 * path of a SQLite file (created if missing) or ':memory:'. Both give the same Kysely handle; the
 * repositories work on either.
 */
export function openDatabase(target: string, options: OpenOptions = {}): Db {
  return isPostgresUrl(target) ? openPostgres(target, options) : openSqlite(target, options);
}

export async function closeDatabase(db: Db): Promise<void> {
  await db.destroy();
}
