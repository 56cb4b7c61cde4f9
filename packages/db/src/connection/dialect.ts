import { PostgresAdapter, type Kysely } from 'kysely';

/** The two databases Orrery runs on. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * Which database a handle (or a transaction, or a migration's Kysely<any>) speaks, for the few
 * places where SQL must differ. Read from the handle's adapter, so it needs no bookkeeping.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** A `postgres://` or `postgresql://` URL (anything else names a SQLite file). */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}
