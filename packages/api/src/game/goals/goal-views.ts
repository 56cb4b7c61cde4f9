import { goalPeriodSchema } from '@orrery/domain/config';
import { z } from 'zod';
import { achievementRecordSchema } from '../core/views.js';

// The shapes of the goals panel and a claim, as zod schemas (the API contract and the types).

const isoTime = z.iso.datetime();
const whole = z.number().int();

export const goalViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  period: goalPeriodSchema.describe('A UTC day, or the ISO week in UTC (Monday to Monday)'),
  target: whole,
  progress: whole.describe("Counted over this period's discoveries; may exceed the target"),
  rewardCredits: whole,
  completed: z.boolean(),
  claimed: z.boolean(),
  endsAt: isoTime.describe('When this period ends and the goal starts again from 0'),
});
export type GoalView = z.output<typeof goalViewSchema>;

export const goalsSchema = z.object({
  goals: z.array(goalViewSchema),
  luckGated: z
    .array(achievementRecordSchema)
    .describe('Progress toward the achievements that depend on what a collect yields'),
});
export type Goals = z.output<typeof goalsSchema>;

export const goalClaimSchema = z.object({
  goal: goalViewSchema,
  currency: whole.describe('The balance after the reward'),
});
export type GoalClaimResult = z.output<typeof goalClaimSchema>;
