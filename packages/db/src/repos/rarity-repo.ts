import type { Db } from '../db.js';
import type { SystemRow } from '../tables/systems.table.js';

export type SystemRarity = Pick<SystemRow, 'id' | 'rarity' | 'rarity_score'>;

/** Every system's stored rarity and score, in index order. */
export async function listSystemRarities(db: Db): Promise<SystemRarity[]> {
  return db.selectFrom('systems').select(['id', 'rarity', 'rarity_score']).orderBy('id').execute();
}

/** Stores each system's new rarity and score. Call inside a transaction. */
export async function updateSystemRarities(db: Db, changes: SystemRarity[]): Promise<void> {
  for (const change of changes) {
    await db
      .updateTable('systems')
      .set({ rarity: change.rarity, rarity_score: change.rarity_score })
      .where('id', '=', change.id)
      .execute();
  }
}
