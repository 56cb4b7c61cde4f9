import type { Kysely } from 'kysely';

// A system's card shape (its stars' classes and types, its planets' types and moon counts, spelled
// by the game layer at seed time) so that a guide card needs no generation. Nullable: galaxies
// seeded before it have none, and their cards come from the generator's outline as before (db
// cannot generate to backfill). Adding a nullable column rewrites no rows on either database.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('systems').addColumn('card_shape', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('systems').dropColumn('card_shape').execute();
}
