import type { Selectable } from 'kysely';

/**
 * Per leaderboard, how many players hold each value (bucket): a rank is the players in the buckets
 * above. Boards: 'systems', 'rarity_milli' (buckets of a tenth of a point), 'week:YYYY-MM-DD'
 * (a past week's few rows stay: a player's row moves out of it when they next collect).
 */
export interface LeaderboardBucketsTable {
  board: string;
  bucket: number;
  players: number;
}

export type LeaderboardBucket = Selectable<LeaderboardBucketsTable>;
