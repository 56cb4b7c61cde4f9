export { backfillCardShapes, type CardShapeBackfill } from './card-shape-backfill.js';
export {
  seedGalaxy,
  syncAchievementCatalogue,
  systemRows,
  toSystemRow,
  type GalaxyToSeed,
  type GenerateRows,
  type SeedGalaxyOptions,
} from './seed.js';
export { resetGalaxy, type ResetResult } from './reset-galaxy.js';
export {
  collectShares,
  DEFAULT_COLLECT_SHARES,
  type CollectShareOptions,
} from './collect-shares.js';
export { galaxyStats, type GalaxyStats } from './galaxy-stats.js';
export { listUsers, type UserSummary } from './user-summaries.js';
export {
  growGalaxy,
  GrowthRefusedError,
  runGrowth,
  startGrowth,
  type GrowOptions,
  type GrowResult,
} from './grow.js';
