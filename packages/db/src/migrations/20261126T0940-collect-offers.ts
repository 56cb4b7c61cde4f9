import type { Kysely } from 'kysely';

// The server decides what a collect yields (docs/game-rules.md, "The offer"): per player, the system drawn for the next
// collect, the collects made (which seeds the draw) and the collects in a row below Rare (pity).
// One row per player, written inside the collect's transaction. Portable types only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('collect_offers')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('collects', 'integer', (c) => c.notNull())
    .addColumn('below_rare', 'integer', (c) => c.notNull())
    .addColumn('system_id', 'integer', (c) => c.references('systems.id').onDelete('set null'))
    .addColumn('drawn_at', 'text')
    .addColumn('draws', 'integer', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('collect_offers').execute();
}
