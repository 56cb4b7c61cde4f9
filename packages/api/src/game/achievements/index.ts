export { getAchievementRecords, getRecentAchievement } from './achievements.js';
