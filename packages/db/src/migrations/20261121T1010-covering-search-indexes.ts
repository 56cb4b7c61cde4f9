import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable.js';

// Measured at 1,000,000 systems: a short name prefix combined with the planet/star filters, and
// the id lists from the search index or the discoveries, each paid a table lookup per candidate.
// These indexes carry the filter columns so the search reads indexes only. Short queries now match
// name prefixes only (a one- or two-character prefix of a random hash finds nothing meaningful),
// so the case-insensitive hash index goes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index systems_hash_nocase`.execute(db);
  await sql`drop index systems_name_nocase`.execute(db);
  // PostgreSQL has no NOCASE collation: the prefix match there is on lower(name).
  await (
    isPostgres(db)
      ? sql`create index systems_name_prefix
          on systems (lower(name) text_pattern_ops, planet_count, star_count)`
      : sql`create index systems_name_prefix
          on systems (name collate nocase, planet_count, star_count)`
  ).execute(db);
  await sql`create index systems_id_counts on systems (id, planet_count, star_count)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index systems_id_counts`.execute(db);
  await sql`drop index systems_name_prefix`.execute(db);
  if (isPostgres(db)) {
    await sql`create index systems_name_nocase on systems (lower(name) text_pattern_ops)`.execute(
      db,
    );
    await sql`create index systems_hash_nocase on systems (lower(hash) text_pattern_ops)`.execute(
      db,
    );
  } else {
    await sql`create index systems_name_nocase on systems (name collate nocase)`.execute(db);
    await sql`create index systems_hash_nocase on systems (hash collate nocase)`.execute(db);
  }
}
