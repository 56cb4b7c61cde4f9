import { isUniqueViolation, type Db } from '@orrery/db';
import { lockUser, findUserById } from '@orrery/db/accounts';
import { listUserSystemsSince, type DiscoveredSystem } from '@orrery/db/discoveries';
import { recordTransaction } from '@orrery/db/economy';
import { insertGoalClaim, listGoalClaims } from '@orrery/db/profiles';
import { RARITIES } from '@orrery/domain';
import type {
  AchievementMetric,
  GameConfig,
  GoalDefinition,
  GoalMetric,
  GoalPeriod,
} from '@orrery/domain/config';
import { getAchievementRecords } from '../achievements/achievements.js';
import { loadGameConfig } from '../core/config.js';
import { accountGone, GameError } from '../core/errors.js';
import type { GoalClaimResult, Goals, GoalView } from './goal-views.js';
import { weekStartOf } from '../core/week.js';

const DAY_MS = 86_400_000;
export const GOAL_NOT_FOUND = 'Goal not found';
export const GOAL_NOT_COMPLETE = 'This goal is not complete yet';
export const GOAL_ALREADY_CLAIMED = 'This goal has already been claimed';

/** Achievements only a lucky collect completes: the goals panel shows how close each is. */
const LUCK_GATED_METRICS: ReadonlySet<AchievementMetric> = new Set([
  'epic-systems',
  'legendary-systems',
  'distinct-rarities',
  'distinct-star-classes',
  'black-holes-found',
  'neutron-stars-found',
]);

/** A goal's period holding `now`: its first day (the claim's key) and its bounds as ISO instants. */
export function periodOf(
  period: GoalPeriod,
  now: Date,
): { key: string; start: string; end: string } {
  const key = period === 'day' ? now.toISOString().slice(0, 10) : weekStartOf(now);
  const start = Date.parse(`${key}T00:00:00.000Z`);
  const days = period === 'day' ? 1 : 7;
  return {
    key,
    start: new Date(start).toISOString(),
    end: new Date(start + days * DAY_MS).toISOString(),
  };
}

const rank = (rarity: string) => RARITIES.indexOf(rarity as (typeof RARITIES)[number]);

/** The value of `metric` over some discoveries. */
export function goalMetricOf(metric: GoalMetric, systems: DiscoveredSystem[]): number {
  const count = (test: (s: DiscoveredSystem) => boolean) => systems.filter(test).length;
  switch (metric) {
    case 'collections':
      return systems.length;
    case 'planet-systems':
      return count((s) => s.planet_count > 0);
    case 'habitable-systems':
      return count((s) => s.habitable === 1);
    case 'multi-star-systems':
      return count((s) => s.star_count > 1);
    case 'uncommon-or-better':
      return count((s) => rank(s.rarity) >= 1);
    case 'moons':
      return systems.reduce((sum, s) => sum + s.moon_count, 0);
  }
}

/** Every goal's view at `now`, from the week's discoveries and the periods' claims. */
async function goalViews(
  db: Db,
  userId: number,
  config: GameConfig,
  now: Date,
): Promise<GoalView[]> {
  const day = periodOf('day', now);
  // Stryker disable next-line StringLiteral: any period but 'day' is the week
  const week = periodOf('week', now);
  // The week starts on or before today: one read from its start covers both periods.
  const until = now.toISOString();
  const recent = (await listUserSystemsSince(db, userId, week.start)).filter(
    (s) => s.discovered_at <= until,
  );
  const claims = await listGoalClaims(db, userId, [...new Set([day.key, week.key])]);
  return config.goals.map((goal) => {
    const period = goal.period === 'day' ? day : week;
    const inPeriod = recent.filter((s) => s.discovered_at >= period.start);
    const progress = goalMetricOf(goal.metric, inPeriod);
    return {
      id: goal.id,
      name: goal.name,
      description: goal.description,
      period: goal.period,
      target: goal.target,
      progress,
      rewardCredits: goal.rewardCredits,
      completed: progress >= goal.target,
      claimed: claims.some((c) => c.goal_id === goal.id && c.period_start === period.key),
      endsAt: period.end,
    };
  });
}

/** The goals of the current day and week, and progress toward the luck-gated achievements. */
export async function getGoals(db: Db, userId: number, now: Date): Promise<Goals> {
  if (!(await findUserById(db, userId))) throw accountGone();
  const config = await loadGameConfig(db);
  const luckGated = new Set(
    config.achievements.filter((a) => LUCK_GATED_METRICS.has(a.metric)).map((a) => a.id),
  );
  return {
    goals: await goalViews(db, userId, config, now),
    luckGated: (await getAchievementRecords(db, userId)).filter((r) =>
      luckGated.has(r.achievement.id),
    ),
  };
}

/**
 * Pays a completed goal's reward, once per period: the claim row (keyed by player, goal and period)
 * and the ledger row are written in one transaction after the player's lock.
 */
export async function claimGoal(
  db: Db,
  userId: number,
  goalId: string,
  now: Date,
): Promise<GoalClaimResult> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw accountGone();
    // The goals and rewards in force once the player is locked, as a collect reads its reward.
    const config = await loadGameConfig(trx);
    const goal: GoalDefinition | undefined = config.goals.find((g) => g.id === goalId);
    if (!goal) throw new GameError('NOT_FOUND', GOAL_NOT_FOUND);
    const view = (await goalViews(trx, userId, config, now)).find((g) => g.id === goalId)!;
    // Stryker disable next-line ConditionalExpression: the claim's key refuses a second claim with the same error
    if (view.claimed) throw new GameError('CONFLICT', GOAL_ALREADY_CLAIMED);
    if (!view.completed) throw new GameError('RULE_VIOLATION', GOAL_NOT_COMPLETE);
    try {
      await insertGoalClaim(trx, {
        user_id: userId,
        goal_id: goal.id,
        period_start: periodOf(goal.period, now).key,
        reward_credits: goal.rewardCredits,
        claimed_at: now.toISOString(),
      });
    } catch (error) {
      // Only a racer without the player's lock could get here; the key refuses it all the same.
      if (isUniqueViolation(error)) throw new GameError('CONFLICT', GOAL_ALREADY_CLAIMED);
      throw error;
    }
    if (goal.rewardCredits > 0) {
      await recordTransaction(trx, {
        user_id: userId,
        reason: 'goal',
        description: goal.name,
        amount: goal.rewardCredits,
        created_at: now.toISOString(),
      });
    }
    return {
      goal: { ...view, claimed: true },
      currency: user.currency + goal.rewardCredits,
    };
  });
}
