import { goalClaimSchema, goalsSchema, type GoalView } from '../game/goal-views.js';
import { goalInput } from '../inputs.js';
import { exampleAchievementRecord } from './examples.js';
import { defineRoute, type RestRoute } from './rest-route.js';

// The economy's routes beyond the spec (issue 21): goals between the milestones, and the sinks.

const exampleGoal: GoalView = {
  id: 'weekly-worlds',
  name: 'World Hunter',
  description: 'Collect 5 systems with planets this week.',
  period: 'week',
  target: 5,
  progress: 5,
  rewardCredits: 100,
  completed: true,
  claimed: false,
  endsAt: '2026-11-30T00:00:00.000Z',
};

export const economyRoutes: readonly RestRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/goals',
    operationId: 'getGoals',
    tags: ['Goals'],
    summary:
      "Today's and this week's goals with the player's progress, and the luck-gated achievements",
    auth: true,
    output: goalsSchema,
    example: { goals: [exampleGoal], luckGated: [exampleAchievementRecord] },
    call: (api) => api.goals.list(),
  }),
  defineRoute({
    method: 'POST',
    path: '/goals/:id/claim',
    operationId: 'claimGoal',
    tags: ['Goals'],
    summary: "Claim a completed goal's reward (once per day or week)",
    auth: true,
    errors: { 404: 'No goal has this id', 409: 'The goal has already been claimed this period' },
    input: { in: 'path', schema: goalInput },
    output: goalClaimSchema,
    example: { goal: { ...exampleGoal, claimed: true }, currency: 350 },
    call: (api, { id }) => api.goals.claim({ id }),
  }),
];
