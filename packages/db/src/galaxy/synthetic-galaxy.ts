import { sql } from 'kysely';
import { dialectOf } from '../connection/dialect.js';
import type { Db } from '../connection/open-database.js';

/** Rows per insert statement. */
const BATCH = 200_000;

/**
 * Fills a freshly migrated database with a ready galaxy of `size` made-up systems, for tests and
 * benchmarks of the map at sizes the generator takes minutes to seed (1,000,000 systems in a few
 * seconds). The systems are not the generator's (regenerating one gives other detail), and the
 * systems table's secondary indexes are dropped first: such a galaxy serves the map, not searches.
 * Positions spread over a 100,000 × 100,000 ly disk grid, 1,000 ly thick.
 */
export async function seedSyntheticGalaxy(db: Db, size: number, now: Date): Promise<void> {
  const indexes =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = 'systems'
            and indexname <> 'systems_pkey'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = 'systems' and sql is not null`.execute(db);
  for (const { name } of indexes.rows) await sql`drop index ${sql.id(name)}`.execute(db);
  await db
    .insertInto('galaxies')
    .values({
      id: 1,
      seed: 'synthetic',
      size,
      generator_version: 1,
      config: '{}',
      status: 'ready',
      created_at: now.toISOString(),
    })
    .execute();
  for (let first = 0; first < size; first += BATCH) {
    const last = Math.min(size, first + BATCH) - 1;
    await sql`
      with recursive n(i) as (
        select cast(${first} as integer) union all select i + 1 from n where i < ${last})
      insert into systems (id, hash, name, sector, x, y, z, star_count, planet_count, moon_count,
        habitable, first_star_class, first_star_type, size_class, card_type, rarity, rarity_score)
      select i, 'syn' || i, 'Synthetic ' || i, 'Synthetic Reach',
        (i % 1000) * 100.0 - 50000, (i % 11) * 100.0 - 500, ((i / 1000) % 1000) * 100.0 - 50000,
        1, 0, 0, 0, 'M', 'red-dwarf', 5, 'star-only', 'COMMON', 0.0
      from n`.execute(db);
  }
}
