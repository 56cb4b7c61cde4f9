/** @orrery/api/game — the game's rules as service functions over the database. */
export * from './core/errors.js';
export * from './core/views.js';
export * from './core/config.js';
export * from './goals/goal-views.js';
export * from './sinks/sink-views.js';
export { utcToAsd, asdToUtc, ASD_EPOCH_MS } from './core/asd.js';
export {
  register,
  login,
  dummyPasswordHash,
  getProfile,
  changePassword,
  deleteAccount,
  removeAccount,
  type Registration,
} from './accounts/accounts.js';
export {
  getCollectionStatus,
  collectSystem,
  findCollectableSystem,
  getCollection,
  buyDownCooldown,
  NOTHING_TO_COLLECT,
  NOT_THE_OFFER,
  getBuydownQuote,
} from './collect/collection.js';
export * from './offer/offer-views.js';
export { getOffer, MAX_DRAWS_PER_COLLECT, OFFER_RACED, offerWithSystem } from './offer/offer.js';
export { offerKeyOf, type OfferKey } from './offer/offer-key.js';
export { discovererName, PRIVATE_SOCIETY } from './social/private-society.js';
export { getOdds } from './offer/odds.js';
export { getTelescope, upgradeTelescope } from './telescope/telescope.js';
export {
  getBalance,
  getTransactionHistory,
  grantCredits,
  LEDGER_REASONS,
  DEFAULT_HISTORY_LIMIT,
  MAX_HISTORY_LIMIT,
} from './ledger/ledger.js';
export { getAchievementRecords, getRecentAchievement } from './achievements/achievements.js';
export {
  EMAIL_TYPES,
  getEmailPreferences,
  isEmailEnabled,
  updateEmailPreferences,
} from '../mail/email-preferences.js';
export {
  requestPasswordReset,
  resetPassword,
  RESET_TOKEN_TTL_MS,
  RESET_REQUESTED,
  RESET_DONE,
  INVALID_RESET_TOKEN,
} from './accounts/password-reset.js';
export { COMMON_PASSWORD } from './accounts/common-passwords.js';
export {
  CURRENT_PASSWORD_REQUIRED,
  WRONG_CURRENT_PASSWORD,
  isWrongCurrentPassword,
} from './accounts/reauthentication.js';
export {
  listIdentityCollisionViews,
  setAccountIdentity,
  type AccountRef,
  type IdentityChange,
  type IdentityCollisionView,
} from './accounts/identity-collisions.js';
export {
  requestEmailChange,
  confirmEmailChange,
  EMAIL_CHANGE_TTL_MS,
  EMAIL_UPDATED,
  CHECK_NEW_ADDRESS,
  INVALID_EMAIL_LINK,
} from './accounts/email-change.js';
export {
  getFullSystem,
  getRandomSystem,
  getMapSystems,
  searchGuide,
  galaxyInfo,
} from './systems/galaxy.js';
export { backfillCardShapes, type CardShapeBackfill } from './operations/card-shape-backfill.js';
export {
  seedGalaxy,
  syncAchievementCatalogue,
  systemRows,
  toSystemRow,
  type GalaxyToSeed,
  type GenerateRows,
  type SeedGalaxyOptions,
} from './operations/seed.js';
export { galaxyParamsOf } from './core/galaxy-params.js';
export { resetGalaxy, type ResetResult } from './operations/reset-galaxy.js';
export { planRebalance, applyRebalance, type RebalancePlan } from './tuning/rebalance.js';
export * from './tuning/config-change.js';
export * from './tuning/config-history.js';
export {
  collectShares,
  DEFAULT_COLLECT_SHARES,
  type CollectShareOptions,
} from './operations/collect-shares.js';
export { galaxyStats, type GalaxyStats } from './operations/galaxy-stats.js';
export { listUsers, type UserSummary } from './operations/user-summaries.js';
export * from './social/social-views.js';
export { getCompletion } from './social/completion.js';
export {
  getPublicProfile,
  getProfileSettings,
  updateProfileSettings,
  SHOWCASE_SIZE,
  type ProfileSettingsChange,
} from './social/profiles.js';
export { getLeaderboards, LEADERBOARD_SIZE } from './social/leaderboards.js';
export { weekOf, weekStartOf } from './core/week.js';
export { getSystemCard, type ShareCard } from './social/share-views.js';
export {
  getGoals,
  claimGoal,
  periodOf,
  GOAL_NOT_FOUND,
  GOAL_NOT_COMPLETE,
  GOAL_ALREADY_CLAIMED,
} from './goals/goals.js';
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
} from './sinks/sinks.js';
export * from './streaks/streak-views.js';
export {
  canonicalTimeZone,
  getStreak,
  getTimeZone,
  setTimeZone,
  NOT_A_TIME_ZONE,
} from './streaks/time-zone.js';
export * from './trades/trade-views.js';
export * from './trades/trade-messages.js';
export { proposeTrade, type Proposal } from './trades/propose.js';
export { acceptTrade, declineTrade, cancelTrade } from './trades/accept.js';
export {
  getTrade,
  listTrades,
  listTradesForOperator,
  getTradeForOperator,
  tradeViews,
  DELETED_SOCIETY,
  TRADE_BOX_SIZE,
} from './trades/trade-read.js';
export { setSocietyBlock, getBlockState, BLOCK_SELF } from './trades/blocks.js';
export { getTradeRules } from './trades/trade-rules.js';
export { sweepExpiredTrades, EXPIRY_BATCH } from './trades/expiry.js';
export { reverseTrade, ReversalRefused, reversedBecause } from './trades/reversal.js';
