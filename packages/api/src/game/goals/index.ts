export * from './goal-views.js';
export {
  getGoals,
  claimGoal,
  periodOf,
  GOAL_NOT_FOUND,
  GOAL_NOT_COMPLETE,
  GOAL_ALREADY_CLAIMED,
} from './goals.js';
