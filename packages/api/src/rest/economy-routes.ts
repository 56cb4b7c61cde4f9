import { goalClaimSchema, goalsSchema, type GoalView } from '../game/goals/goal-views.js';
import { cardFinishInput, goalInput, nameSystemInput } from '../inputs.js';
import {
  finishResultSchema,
  namingResultSchema,
  sinkPricesSchema,
} from '../game/sinks/sink-views.js';
import { exampleAchievementRecord } from './examples.js';
import { defineRoute, type RestRoute } from './rest-route.js';

// The economy's routes beyond the spec (docs/game-rules.md, "Goals", "Sinks"): goals between the milestones, and the sinks.

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
  defineRoute({
    method: 'GET',
    path: '/sinks',
    operationId: 'getSinkPrices',
    tags: ['Sinks'],
    summary: 'The prices of naming rights and card finishes, and the length of a public name',
    auth: false,
    output: sinkPricesSchema,
    example: {
      naming: { price: 1500, minLength: 3, maxLength: 24 },
      finishes: { foil: 500, holographic: 1500 },
    },
    call: (api) => api.sinks.prices(),
  }),
  defineRoute({
    method: 'POST',
    path: '/sinks/name',
    operationId: 'nameSystem',
    tags: ['Sinks'],
    summary: 'Buy a public name for a system the player discovered (a rename costs the same)',
    auth: true,
    errors: { 404: 'No system has this hash', 409: 'Another system has this name' },
    input: { in: 'body', schema: nameSystemInput },
    output: namingResultSchema,
    example: { hash: 'nj50e97a', name: 'Gashepith', publicName: 'Hope', currency: 120 },
    call: (api, body) => api.sinks.name(body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sinks/finish',
    operationId: 'applyCardFinish',
    tags: ['Sinks'],
    summary: 'Buy a foil or holographic finish for a card the player holds',
    auth: true,
    errors: { 404: 'No system has this hash', 409: 'The card already has this finish' },
    input: { in: 'body', schema: cardFinishInput },
    output: finishResultSchema,
    example: { hash: 'nj50e97a', finish: 'foil', currency: 120 },
    call: (api, body) => api.sinks.finish(body),
  }),
];
