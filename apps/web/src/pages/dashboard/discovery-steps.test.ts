import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_HASH, canAdvance, canSkip, stepDuration } from './discovery-steps.js';

describe('discovery animation (docs/spec.md §4)', () => {
  it('times the steps 1 s, 1 s, 2 s, 1.5 s', () => {
    expect([0, 1, 2, 3].map((s) => stepDuration(s, false))).toEqual([1000, 1000, 2000, 1500]);
  });
  it('shortens every step under reduced motion', () => {
    for (const step of [0, 1, 2, 3]) {
      expect(stepDuration(step, true)).toBeLessThan(stepDuration(step, false) / 5);
    }
  });
  it('waits after scanning until the system is known, and stops at the result', () => {
    expect(canAdvance(1, false)).toBe(true);
    expect(canAdvance(2, false)).toBe(false);
    expect(canAdvance(2, true)).toBe(true);
    expect(canAdvance(4, true)).toBe(false);
  });
  it('offers Skip only in steps 1-3 and never for the placeholder', () => {
    expect([0, 1, 2, 3, 4].map((s) => canSkip(s, 'abc'))).toEqual([false, true, true, true, false]);
    expect(canSkip(2, PLACEHOLDER_HASH)).toBe(false);
  });
});
