import { sql, type Kysely } from 'kysely';

// The guide's "min stars" filter alone scanned the whole (planet_count, star_count) index;
// leading with star_count makes it a short range (most systems have one star).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index systems_stars_planets on systems (star_count, planet_count)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index systems_stars_planets`.execute(db);
}
