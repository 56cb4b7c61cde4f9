import { addDiscoveryToStats, type Db, type SystemRow } from '@orrery/db';
import { weekStartOf } from './week.js';

/** A rarity score in whole thousandths (scores carry three decimals), as player_stats sums them. */
export const toMilli = (score: number) => Math.round(score * 1000);

/**
 * Counts a collected system into the collector's leaderboard figures. Call inside the collect's
 * transaction, so the boards never disagree with the discoveries.
 */
export async function countDiscovery(
  trx: Db,
  userId: number,
  system: Pick<SystemRow, 'rarity_score'>,
  discoveredAt: Date,
): Promise<void> {
  await addDiscoveryToStats(trx, userId, toMilli(system.rarity_score), weekStartOf(discoveredAt));
}
