/** @orrery/api/game — the game's rules as service functions over the database. */
export * from './errors.js';
export * from './views.js';
export * from './config.js';
export * from './goal-views.js';
export * from './sink-views.js';
export { utcToAsd, asdToUtc, ASD_EPOCH_MS } from './asd.js';
export {
  register,
  login,
  dummyPasswordHash,
  getProfile,
  changePassword,
  deleteAccount,
  removeAccount,
  type Registration,
} from './accounts.js';
export {
  getCollectionStatus,
  collectSystem,
  findCollectableSystem,
  getCollection,
  buyDownCooldown,
  NOTHING_TO_COLLECT,
  NOT_THE_OFFER,
  getBuydownQuote,
} from './collection.js';
export * from './offer-views.js';
export { getOffer, MAX_DRAWS_PER_COLLECT, OFFER_RACED, offerWithSystem } from './offer.js';
export { offerKeyOf, type OfferKey } from './offer-key.js';
export { discovererName, PRIVATE_SOCIETY } from './private-society.js';
export { getOdds } from './odds.js';
export { getTelescope, upgradeTelescope } from './telescope.js';
export {
  getBalance,
  getTransactionHistory,
  grantCredits,
  LEDGER_REASONS,
  DEFAULT_HISTORY_LIMIT,
  MAX_HISTORY_LIMIT,
} from './ledger.js';
export { getAchievementRecords, getRecentAchievement } from './achievements.js';
export {
  EMAIL_TYPES,
  getEmailPreferences,
  isEmailEnabled,
  updateEmailPreferences,
} from './email-preferences.js';
export {
  requestPasswordReset,
  resetPassword,
  RESET_TOKEN_TTL_MS,
  RESET_REQUESTED,
  RESET_DONE,
  INVALID_RESET_TOKEN,
} from './password-reset.js';
export { COMMON_PASSWORD } from './common-passwords.js';
export {
  CURRENT_PASSWORD_REQUIRED,
  WRONG_CURRENT_PASSWORD,
  isWrongCurrentPassword,
} from './reauthentication.js';
export {
  listIdentityCollisionViews,
  setAccountIdentity,
  type AccountRef,
  type IdentityChange,
  type IdentityCollisionView,
} from './identity-collisions.js';
export {
  requestEmailChange,
  confirmEmailChange,
  EMAIL_CHANGE_TTL_MS,
  EMAIL_UPDATED,
  CHECK_NEW_ADDRESS,
  INVALID_EMAIL_LINK,
} from './email-change.js';
export {
  getFullSystem,
  getRandomSystem,
  getMapSystems,
  searchGuide,
  galaxyInfo,
} from './galaxy.js';
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
export { galaxyParamsOf } from './galaxy-params.js';
export { resetGalaxy, type ResetResult } from './reset-galaxy.js';
export { planRebalance, applyRebalance, type RebalancePlan } from './rebalance.js';
export {
  collectShares,
  DEFAULT_COLLECT_SHARES,
  type CollectShareOptions,
} from './collect-shares.js';
export { galaxyStats, type GalaxyStats } from './galaxy-stats.js';
export { listUsers, type UserSummary } from './user-summaries.js';
export * from './social-views.js';
export { getCompletion } from './completion.js';
export {
  getPublicProfile,
  getProfileSettings,
  updateProfileSettings,
  SHOWCASE_SIZE,
  type ProfileSettingsChange,
} from './profiles.js';
export { getLeaderboards, LEADERBOARD_SIZE } from './leaderboards.js';
export { weekOf, weekStartOf } from './week.js';
export { getSystemCard } from './share-views.js';
export {
  getGoals,
  claimGoal,
  periodOf,
  GOAL_NOT_FOUND,
  GOAL_NOT_COMPLETE,
  GOAL_ALREADY_CLAIMED,
} from './goals.js';
export {
  nameSystem,
  applyCardFinish,
  getSinkPrices,
  setPublicNameByOperator,
  listPublicNames,
  NOT_ENOUGH_CURRENCY,
  NAME_TAKEN,
  NAME_NOT_ALLOWED,
  NOT_YOUR_DISCOVERY,
  NOT_YOUR_CARD,
  FINISH_ALREADY,
} from './sinks.js';
export * from './streak-views.js';
export {
  canonicalTimeZone,
  getStreak,
  getTimeZone,
  setTimeZone,
  NOT_A_TIME_ZONE,
} from './time-zone.js';
