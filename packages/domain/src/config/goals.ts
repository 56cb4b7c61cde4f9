import { z } from 'zod';

// Daily and weekly goals between the milestones (docs/game-rules.md, "Goals"): small, repeatable targets counted
// over the systems a player discovered in the current UTC day or week (week.ts), each claimed
// once per period for a modest reward.

/** What a goal counts among the period's discoveries. */
export const goalMetricSchema = z.enum([
  'collections',
  'planet-systems',
  'habitable-systems',
  'multi-star-systems',
  'uncommon-or-better',
  'moons',
]);
export type GoalMetric = z.output<typeof goalMetricSchema>;

export const goalPeriodSchema = z.enum(['day', 'week']);
export type GoalPeriod = z.output<typeof goalPeriodSchema>;

export const goalDefinitionSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  period: goalPeriodSchema,
  metric: goalMetricSchema,
  target: z.number().int().min(1),
  rewardCredits: z.number().int().min(0),
});
export type GoalDefinition = z.output<typeof goalDefinitionSchema>;

/** The default goals (docs/game-rules.md, "Goals", has the same table and why each number). */
export const DEFAULT_GOALS: GoalDefinition[] = [
  {
    id: 'daily-survey',
    name: 'Daily Survey',
    description: 'Collect a system today.',
    period: 'day',
    metric: 'collections',
    target: 1,
    rewardCredits: 20,
  },
  {
    id: 'weekly-worlds',
    name: 'World Hunter',
    description: 'Collect 5 systems with planets this week.',
    period: 'week',
    metric: 'planet-systems',
    target: 5,
    rewardCredits: 100,
  },
  {
    id: 'weekly-regular',
    name: 'Regular Observer',
    description: 'Collect 6 systems this week.',
    period: 'week',
    metric: 'collections',
    target: 6,
    rewardCredits: 150,
  },
  {
    id: 'weekly-uncommon',
    name: 'Keen Eye',
    description: 'Collect 2 Uncommon or better systems this week.',
    period: 'week',
    metric: 'uncommon-or-better',
    target: 2,
    rewardCredits: 100,
  },
];
