import { describe, expect, it } from 'vitest';
import type { AchievementRecord } from '../api/types.js';
import { achievementStatus, compareByStatus, progressPercent } from './achievements.js';

function record(progress: number, completed: boolean, targetValue = 10): AchievementRecord {
  return {
    achievement: {
      id: 'first',
      name: 'a',
      description: '',
      level: 1,
      targetValue,
      rewardCredits: 10,
    },
    progress,
    completed,
    completedAt: completed ? '2026-01-01T00:00:00Z' : null,
  };
}

describe('achievement progress (docs/spec.md §4)', () => {
  it('is 100 when completed regardless of progress', () => {
    expect(progressPercent(record(0, true))).toBe(100);
  });
  it('divides progress by target, capped at 100', () => {
    expect(progressPercent(record(3, false))).toBe(30);
    expect(progressPercent(record(30, false))).toBe(100);
  });
  it('is 0 without a target', () => {
    expect(progressPercent(record(5, false, 0))).toBe(0);
  });
});

describe('status sort (docs/spec.md §4)', () => {
  it('orders completed, in progress, not started', () => {
    const list = [record(0, false), record(2, false), record(10, true)];
    expect(list.sort(compareByStatus).map(achievementStatus)).toEqual([
      'completed',
      'in-progress',
      'not-started',
    ]);
  });
});
