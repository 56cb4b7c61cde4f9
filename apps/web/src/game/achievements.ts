import type { AchievementRecord } from '../api/types.js';

export type AchievementStatus = 'completed' | 'in-progress' | 'not-started';

/** docs/spec.md §4: completed flag, else progress above 0, else not started. */
export function achievementStatus(record: AchievementRecord): AchievementStatus {
  if (record.completed) return 'completed';
  return record.progress > 0 ? 'in-progress' : 'not-started';
}

/** docs/spec.md §4: 100 when completed, else progress / target capped at 100, 0 without a target. */
export function progressPercent(record: AchievementRecord): number {
  if (record.completed) return 100;
  const target = record.achievement.targetValue;
  if (!target || target <= 0) return 0;
  return Math.min(100, (record.progress / target) * 100);
}

const STATUS_ORDER: Record<AchievementStatus, number> = {
  completed: 0,
  'in-progress': 1,
  'not-started': 2,
};

/** Status sort order: completed, in-progress, not-started. */
export function compareByStatus(a: AchievementRecord, b: AchievementRecord): number {
  return STATUS_ORDER[achievementStatus(a)] - STATUS_ORDER[achievementStatus(b)];
}
