import { describe, expect, it } from 'vitest';
import { achievementLevelColor } from './notify.js';

describe('achievement toast colours (docs/spec.md §9)', () => {
  it('maps levels 1-5 to green, blue, purple, amber, red and others to grey', () => {
    const colors = [1, 2, 3, 4, 5].map(achievementLevelColor);
    expect(new Set(colors).size).toBe(5);
    expect(achievementLevelColor(1)).toBe('#22c55e');
    expect(achievementLevelColor(5)).toBe('#ef4444');
    expect(achievementLevelColor(0)).toBe('#9ca3af');
    expect(achievementLevelColor(9)).toBe('#9ca3af');
  });
});
