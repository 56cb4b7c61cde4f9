import type { Kysely } from 'kysely';

// Generation profiles (docs/game-design.md, "Generation profiles"): a galaxy may be seeded with its
// own generator inputs. The row keeps the whole profile as JSON, so the galaxy regenerates exactly
// its systems on every machine; NULL is the default profile (every galaxy seeded before).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('galaxies').addColumn('generation_profile', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('galaxies').dropColumn('generation_profile').execute();
}
