import { describe, expect, it } from 'vitest';
import type { AchievementRecord } from '../../api/types.js';
import { DEFAULT_ACHIEVEMENT_SORT, chooseSort, sortAchievements } from './achievement-order.js';

let nextId = 1;
const rec = (name: string, level: number, progress: number, completed = false) => ({
  achievement: {
    id: String(nextId++),
    name,
    description: '',
    level,
    targetValue: 10,
    rewardCredits: 50,
  },
  progress,
  completed,
  completedAt: completed ? '2026-01-01T00:00:00Z' : null,
});

describe('sortAchievements', () => {
  const list: AchievementRecord[] = [
    rec('Nova', 3, 0),
    rec('Atlas', 1, 5),
    rec('Comet', 2, 10, true),
    rec('Belt', 1, 0),
  ];
  const names = (l: AchievementRecord[]) => l.map((r) => r.achievement.name).join(',');

  it('defaults to level ascending with names breaking ties', () => {
    expect(names(sortAchievements(list, DEFAULT_ACHIEVEMENT_SORT))).toBe('Atlas,Belt,Comet,Nova');
    expect(names(sortAchievements(list, { key: 'level', ascending: false }))).toBe(
      'Nova,Comet,Atlas,Belt',
    );
  });

  it('orders status completed, in progress, not started', () => {
    expect(names(sortAchievements(list, { key: 'status', ascending: true }))).toBe(
      'Comet,Atlas,Belt,Nova',
    );
    expect(names(sortAchievements(list, { key: 'name', ascending: false }))).toBe(
      'Nova,Comet,Belt,Atlas',
    );
  });

  it('leaves its input alone', () => {
    const before = names(list);
    sortAchievements(list, { key: 'name', ascending: true });
    expect(names(list)).toBe(before);
  });
});

describe('chooseSort', () => {
  it('toggles the direction on the same key and starts a new key ascending', () => {
    const flipped = chooseSort(DEFAULT_ACHIEVEMENT_SORT, 'level');
    expect(flipped).toEqual({ key: 'level', ascending: false });
    expect(chooseSort(flipped, 'level')).toEqual({ key: 'level', ascending: true });
    expect(chooseSort(flipped, 'name')).toEqual({ key: 'name', ascending: true });
  });
});
