/** The achievements page's sort menu: Level, Name, Status; the same key again flips direction. */
import type { AchievementRecord } from '../../api/types.js';
import { compareByStatus } from '../../game/achievements.js';

export type AchievementSortKey = 'level' | 'name' | 'status';
export interface AchievementSort {
  key: AchievementSortKey;
  ascending: boolean;
}

export const DEFAULT_ACHIEVEMENT_SORT: AchievementSort = { key: 'level', ascending: true };

const byName = (a: AchievementRecord, b: AchievementRecord) =>
  a.achievement.name.localeCompare(b.achievement.name);

const COMPARE: Record<AchievementSortKey, (a: AchievementRecord, b: AchievementRecord) => number> =
  {
    level: (a, b) => a.achievement.level - b.achievement.level,
    name: byName,
    status: compareByStatus,
  };

/** A sorted copy; ties fall back to the name. */
export function sortAchievements(
  records: readonly AchievementRecord[],
  sort: AchievementSort,
): AchievementRecord[] {
  const sign = sort.ascending ? 1 : -1;
  return [...records].sort((a, b) => sign * COMPARE[sort.key](a, b) || byName(a, b));
}

/** Choosing the active key again flips the direction; a new key starts ascending. */
export function chooseSort(current: AchievementSort, key: AchievementSortKey): AchievementSort {
  return key === current.key ? { key, ascending: !current.ascending } : { key, ascending: true };
}
