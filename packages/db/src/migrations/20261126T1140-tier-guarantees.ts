import type { Kysely } from 'kysely';

// Guarantees above Rare (docs/game-rules.md, "Guarantees"): per player, the collects
// in a row below Epic and without Legendary, beside the Rare pity's run. Portable types only.
//
// Existing rows are counted from the player's discoveries in order (the run since their last Epic
// or better, and since their last Legendary): a frozen copy of the rule as it stands
// (packages/api/src/game/offer-draw.ts, runsAfter), as every migration is a frozen snapshot.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['below_epic', 'below_legendary']) {
    await db.schema
      .alterTable('collect_offers')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const found = (await db
    .selectFrom('discoveries')
    .innerJoin('systems', 'systems.id', 'discoveries.system_id')
    .innerJoin('collect_offers', 'collect_offers.user_id', 'discoveries.user_id')
    .select(['discoveries.user_id', 'systems.rarity'])
    .orderBy('discoveries.user_id')
    .orderBy('discoveries.discovered_at')
    .orderBy('discoveries.system_id')
    .execute()) as { user_id: number; rarity: string }[];
  const runs = new Map<number, { below_epic: number; below_legendary: number }>();
  for (const { user_id: userId, rarity } of found) {
    const run = runs.get(userId) ?? { below_epic: 0, below_legendary: 0 };
    runs.set(userId, {
      below_epic: rarity === 'EPIC' || rarity === 'LEGENDARY' ? 0 : run.below_epic + 1,
      below_legendary: rarity === 'LEGENDARY' ? 0 : run.below_legendary + 1,
    });
  }
  for (const [userId, run] of runs) {
    await db.updateTable('collect_offers').set(run).where('user_id', '=', userId).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['below_legendary', 'below_epic']) {
    await db.schema.alterTable('collect_offers').dropColumn(column).execute();
  }
}
