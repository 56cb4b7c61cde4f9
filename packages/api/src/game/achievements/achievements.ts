import { type Db } from '@orrery/db';
import { findUserById } from '@orrery/db/accounts';
import { listDiscoveredSystems, type DiscoveredSystem } from '@orrery/db/discoveries';
import { countTransactionsByReason, recordTransaction } from '@orrery/db/economy';
import {
  findPlayerStats,
  listAchievements,
  listUserAchievements,
  saveUserAchievement,
  type AchievementRow,
  type UserAchievement,
} from '@orrery/db/profiles';
import { listAcceptedTradesOf, listTradeItems } from '@orrery/db/trades';
import type { AchievementMetric, GameConfig } from '@orrery/domain/config';
import type { SolarSystemDetail } from '@orrery/procgen';
import { accountGone } from '../core/errors.js';
import type { AchievementRecord, AchievementView } from '../core/views.js';
import { emit } from '../../events/bus.js';
import { TRADE_METRICS, tradeMetrics } from './trade-metrics.js';

/** Whether a freshly collected system has a feature the `*-found` metrics count. */
const FOUND: Partial<Record<AchievementMetric, (s: SolarSystemDetail) => boolean>> = {
  'black-holes-found': (s) => s.stars.some((star) => star.type === 'black-hole'),
  'neutron-stars-found': (s) => s.stars.some((star) => star.type === 'neutron'),
  'ringed-systems-found': (s) => s.planets.some((p) => p.visibleRings !== null),
  'ocean-systems-found': (s) => s.planets.some((p) => p.type === 'ocean'),
};

/**
 * The metrics of the systems the player discovered, held or traded away: a system received in a
 * trade never counts, so one system cannot pay the same achievement to every society it visits.
 */
function discoveryMetrics(
  discovered: DiscoveredSystem[],
  telescopeLevel: number,
  buydowns: number,
  longestStreak: number,
): Partial<Record<AchievementMetric, number>> {
  const count = (test: (s: DiscoveredSystem) => boolean) => discovered.filter(test).length;
  return {
    systems: discovered.length,
    'habitable-systems': count((s) => s.habitable === 1),
    'multi-star-systems': count((s) => s.star_count > 1),
    'trinary-systems': count((s) => s.star_count >= 3),
    'crowded-systems': count((s) => s.planet_count >= 10),
    'epic-systems': count((s) => s.rarity === 'EPIC' || s.rarity === 'LEGENDARY'),
    'legendary-systems': count((s) => s.rarity === 'LEGENDARY'),
    'total-moons': discovered.reduce((sum, s) => sum + s.moon_count, 0),
    'distinct-rarities': new Set(discovered.map((s) => s.rarity)).size,
    'distinct-star-classes': new Set(discovered.map((s) => s.first_star_class)).size,
    // Kept with the leaderboard figures by the streak rules (streaks.ts), in the player's days.
    'collection-streak-days': longestStreak,
    'telescope-level': telescopeLevel,
    buydowns,
  };
}

export function toAchievementView(row: AchievementRow): AchievementView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    level: row.level,
    targetValue: row.target_value,
    rewardCredits: row.reward_credits,
  };
}

/**
 * Brings a player's progress up to date after a change and pays every achievement that has just
 * been completed (each exactly once: completed_at is set with the payment). Call inside the
 * transaction that made the change; `collected` is the system just collected, if any.
 */
export async function evaluateAchievements(
  trx: Db,
  userId: number,
  config: GameConfig,
  now: Date,
  collected?: SolarSystemDetail,
): Promise<AchievementView[]> {
  const user = await findUserById(trx, userId);
  if (!user) throw accountGone();
  const metrics = discoveryMetrics(
    await listDiscoveredSystems(trx, userId),
    user.telescope_level,
    await countTransactionsByReason(trx, userId, 'buydown'),
    (await findPlayerStats(trx, userId))?.longest_streak ?? 0,
  );
  const progress = new Map<string, UserAchievement>(
    (await listUserAchievements(trx, userId)).map((p) => [p.achievement_id, p]),
  );
  const metricOf = new Map(config.achievements.map((a) => [a.id, a.metric]));
  // Body-level features cannot be recounted from stored summaries: they count up per collection.
  for (const [metric, has] of Object.entries(FOUND)) {
    const previous = Math.max(
      0,
      ...[...progress.values()]
        .filter((p) => metricOf.get(p.achievement_id) === metric)
        .map((p) => p.progress),
    );
    metrics[metric as AchievementMetric] = previous + (collected && has(collected) ? 1 : 0);
  }
  // The trades are read only while an achievement that counts them is still to complete.
  const open = config.achievements.filter((a) => !progress.get(a.id)?.completed_at);
  if (open.some((a) => TRADE_METRICS.has(a.metric))) {
    Object.assign(metrics, await readTradeMetrics(trx, userId));
  }
  return settleAchievements(trx, userId, config, now, metrics, progress);
}

async function readTradeMetrics(trx: Db, userId: number) {
  const trades = await listAcceptedTradesOf(trx, userId);
  const items = await listTradeItems(
    trx,
    trades.map((trade) => trade.id),
  );
  return tradeMetrics(userId, trades, items);
}

/**
 * After an accepted trade: only the trade achievements can move (what a player discovered, and
 * so every other metric, stays), so only they are counted, and nothing is read past the player's
 * progress once they are all complete. Call inside the trade's transaction.
 */
export async function evaluateTradeAchievements(
  trx: Db,
  userId: number,
  config: GameConfig,
  now: Date,
): Promise<AchievementView[]> {
  const progress = new Map<string, UserAchievement>(
    (await listUserAchievements(trx, userId)).map((p) => [p.achievement_id, p]),
  );
  const open = config.achievements.filter(
    (a) => TRADE_METRICS.has(a.metric) && !progress.get(a.id)?.completed_at,
  );
  if (open.length === 0) return [];
  const metrics = await readTradeMetrics(trx, userId);
  return settleAchievements(trx, userId, config, now, metrics, progress, TRADE_METRICS);
}

/**
 * Saves the progress `metrics` make on each achievement still open (of the `only` metrics, when
 * given: the others keep their progress), pays each one completed, and announces them.
 */
async function settleAchievements(
  trx: Db,
  userId: number,
  config: GameConfig,
  now: Date,
  metrics: Partial<Record<AchievementMetric, number>>,
  progress: Map<string, UserAchievement>,
  only?: ReadonlySet<AchievementMetric>,
): Promise<AchievementView[]> {
  const metricOf = new Map(config.achievements.map((a) => [a.id, a.metric]));
  const earned: AchievementView[] = [];
  for (const achievement of await listAchievements(trx)) {
    const metric = metricOf.get(achievement.id);
    const current = progress.get(achievement.id);
    // An achievement the config no longer names counts 0 and never completes (targets are > 0).
    // Stryker disable next-line ConditionalExpression: skipped either way
    if (metric === undefined || current?.completed_at) continue;
    if (only && !only.has(metric)) continue;
    const value = metrics[metric] ?? 0;
    const completed = value >= achievement.target_value;
    // Nothing to write: saving the same progress again would change nothing.
    // Stryker disable next-line ConditionalExpression,LogicalOperator: an unchanged row either way
    if (value === (current?.progress ?? 0) && !completed) continue;
    await saveUserAchievement(trx, {
      user_id: userId,
      achievement_id: achievement.id,
      progress: value,
      completed_at: completed ? now.toISOString() : null,
    });
    if (!completed) continue;
    if (achievement.reward_credits > 0) {
      await recordTransaction(trx, {
        user_id: userId,
        reason: 'achievement',
        description: achievement.name,
        amount: achievement.reward_credits,
        created_at: now.toISOString(),
      });
    }
    earned.push(toAchievementView(achievement));
  }
  if (earned.length > 0) {
    const achievements = earned.map(({ id, name, description, level, rewardCredits }) => ({
      ...{ id, name, description, level, rewardCredits },
    }));
    const data = { achievements, at: now.toISOString() };
    await emit(trx, { type: 'achievement', data, audience: { kind: 'user', userId } }, now);
  }
  return earned;
}

export async function getAchievementRecords(db: Db, userId: number): Promise<AchievementRecord[]> {
  const progress = new Map(
    (await listUserAchievements(db, userId)).map((p) => [p.achievement_id, p]),
  );
  return (await listAchievements(db)).map((achievement) => {
    const own = progress.get(achievement.id);
    return {
      achievement: toAchievementView(achievement),
      progress: own?.progress ?? 0,
      completed: Boolean(own?.completed_at),
      completedAt: own?.completed_at ?? null,
    };
  });
}

/** The most recently completed achievement, or null when none is. */
export async function getRecentAchievement(
  db: Db,
  userId: number,
): Promise<AchievementRecord | null> {
  const completed = (await getAchievementRecords(db, userId)).filter((r) => r.completedAt);
  completed.sort(
    (a, b) =>
      b.completedAt!.localeCompare(a.completedAt!) || b.achievement.level - a.achievement.level,
  );
  return completed[0] ?? null;
}
