import { type Db } from '@orrery/db';
import { findUserById } from '@orrery/db/accounts';
import { addDiscoveryToStats, findPlayerStats, type PlayerStats } from '@orrery/db/profiles';
import { type SystemRow } from '@orrery/db/systems';
import { NO_STREAK, streakAfterCollect, type Streak } from '@orrery/domain';
import { accountGone } from '../core/errors.js';
import { weekStartOf } from '../core/week.js';

/** A rarity score in whole thousandths (scores carry three decimals), as player_stats sums them. */
export const toMilli = (score: number) => Math.round(score * 1000);

/** The streak a player's stored figures hold (none before their first collect). */
export function streakOf(stats: PlayerStats | undefined): Streak {
  return stats
    ? {
        days: stats.streak_days,
        longest: stats.longest_streak,
        countedAt: stats.streak_counted_at,
        zone: stats.streak_zone,
      }
    : NO_STREAK;
}

/**
 * Counts a collected system into the collector's leaderboard figures and their streak (days in
 * their time zone). Call inside the collect's transaction, so the boards never disagree with the
 * discoveries. Answers the streak after the collect and whether it counted a new day.
 */
export async function countDiscovery(
  trx: Db,
  userId: number,
  system: Pick<SystemRow, 'rarity_score'>,
  discoveredAt: Date,
): Promise<{ streak: Streak; newDay: boolean }> {
  const user = await findUserById(trx, userId);
  if (!user) throw accountGone();
  const after = streakAfterCollect(
    streakOf(await findPlayerStats(trx, userId)),
    discoveredAt,
    user.time_zone,
  );
  await addDiscoveryToStats(trx, userId, toMilli(system.rarity_score), weekStartOf(discoveredAt), {
    streak_days: after.streak.days,
    longest_streak: after.streak.longest,
    streak_counted_at: after.streak.countedAt,
    streak_zone: after.streak.zone,
  });
  return after;
}
