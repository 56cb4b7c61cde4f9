import type { Insertable, Selectable } from 'kysely';

/**
 * Per player, the figures the leaderboards rank by, kept in step with the discoveries inside the
 * transaction that changes them (collect, account deletion, galaxy reset, rebalance): a board reads
 * an index instead of aggregating every discovery. A player without a row has all zeros.
 */
export interface PlayerStatsTable {
  user_id: number;
  /** Systems held. */
  systems: number;
  /** Sum of the held systems' rarity scores in thousandths of a point (a whole number). */
  rarity_milli: number;
  /** The UTC Monday (YYYY-MM-DD) of the week `week_discoveries` counts; '' before any. */
  week_start: string;
  /** Systems discovered in the week starting `week_start`. */
  week_discoveries: number;
  /** Days in a row with a collection, up to the day of `streak_counted_at` (the streak rules). */
  streak_days: number;
  /** The player's longest streak ever, in days (the "Longest streak" board). */
  longest_streak: number;
  /** ISO time of the collect that counted the streak's latest day; '' before any. */
  streak_counted_at: string;
  /** The time zone in force at `streak_counted_at`: it fixes that day's date. */
  streak_zone: string;
}

export type PlayerStats = Selectable<PlayerStatsTable>;
export type NewPlayerStats = Insertable<PlayerStatsTable>;
