export {
  evaluateAchievements,
  getAchievementRecords,
  getRecentAchievement,
} from './achievements.js';
