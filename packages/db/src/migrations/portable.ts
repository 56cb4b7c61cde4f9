import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { dialectOf } from '../connection/dialect.js';

// Helpers for migrations that run on SQLite and PostgreSQL alike (CONTRIBUTING.md, "Add a table or
// a migration"). A migration takes Kysely<any>: it is a frozen snapshot.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** True on PostgreSQL: for the few statements whose SQL differs. */
export function isPostgres(db: AnyDb): boolean {
  return dialectOf(db) === 'postgres';
}

/**
 * An integer primary key the database numbers itself, never reusing a number: SQLite's
 * `integer primary key autoincrement`, PostgreSQL's identity column.
 * Use: `.addColumn('id', 'integer', autoIncrementId(db))`.
 */
export function autoIncrementId(db: AnyDb) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

/**
 * Floating point: 'double precision' (SQLite gives it REAL affinity, 8 bytes on both). Never
 * 'real', which PostgreSQL stores in 4 bytes.
 */
export const DOUBLE = 'double precision';
