import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';
import type { SystemRow } from '../schema/systems/systems.table.js';

export type SystemRarity = Pick<SystemRow, 'id' | 'rarity' | 'rarity_score'>;

/** Every system's stored rarity and score, in index order. */
export async function listSystemRarities(db: Db): Promise<SystemRarity[]> {
  return db.selectFrom('systems').select(['id', 'rarity', 'rarity_score']).orderBy('id').execute();
}

/** Every system's id, rarity and score as columns, in id order. */
export interface SystemRarityColumns {
  ids: Int32Array;
  rarities: SystemRarity['rarity'][];
  scores: Float64Array;
}

/**
 * Every system's rarity and score, read in keyset pages on the primary key: a million systems
 * never sit in one result (or one open cursor), and are kept as columns, not a million objects.
 * `between` runs after each page (a server yields to its event loop there).
 */
export async function readSystemRarityColumns(
  db: Db,
  pageSize = 50_000,
  between?: () => Promise<void>,
): Promise<SystemRarityColumns> {
  const count = await db
    .selectFrom('systems')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const ids = new Int32Array(Number(count.n));
  const scores = new Float64Array(ids.length);
  const rarities: SystemRarity['rarity'][] = [];
  let after = -1;
  for (;;) {
    const page = await db
      .selectFrom('systems')
      .select(['id', 'rarity', 'rarity_score'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const row of page) {
      if (rarities.length >= ids.length) break; // systems added meanwhile: not this plan's
      ids[rarities.length] = row.id;
      scores[rarities.length] = row.rarity_score;
      rarities.push(row.rarity);
    }
    if (page.length < pageSize || rarities.length >= ids.length) break;
    after = page[page.length - 1]!.id;
    await between?.();
  }
  return {
    ids: ids.subarray(0, rarities.length),
    rarities,
    scores: scores.subarray(0, rarities.length),
  };
}

/** Rows per statement when PostgreSQL stores rarities from column arrays. */
const UPDATE_BATCH = 10_000;

/** Stores each system's new rarity and score. Call inside a transaction. */
export async function updateSystemRarities(db: Db, changes: SystemRarity[]): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // One statement per batch, its rows unnested from three arrays: a round trip per row would
    // take minutes for a million systems.
    for (let start = 0; start < changes.length; start += UPDATE_BATCH) {
      const batch = changes.slice(start, start + UPDATE_BATCH);
      await sql`update systems set rarity = c.rarity, rarity_score = c.score
        from unnest(${batch.map((c) => c.id)}::int4[], ${batch.map((c) => c.rarity)}::text[],
          ${batch.map((c) => c.rarity_score)}::float8[]) as c (id, rarity, score)
        where systems.id = c.id`.execute(db);
    }
    return;
  }
  // SQLite: a prepared statement per row is as fast as it gets in-process.
  for (const change of changes) {
    await db
      .updateTable('systems')
      .set({ rarity: change.rarity, rarity_score: change.rarity_score })
      .where('id', '=', change.id)
      .execute();
  }
}
