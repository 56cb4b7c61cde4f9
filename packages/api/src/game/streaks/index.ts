export * from './streak-views.js';
export {
  canonicalTimeZone,
  getStreak,
  getTimeZone,
  setTimeZone,
  NOT_A_TIME_ZONE,
} from './time-zone.js';
