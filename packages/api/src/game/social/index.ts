export { discovererName, PRIVATE_SOCIETY } from './private-society.js';
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
export { getSystemCard, type ShareCard } from './share-views.js';
