import { describe, expect, it } from 'vitest';
import { MOVING_POINT_BUDGET, densityFor, pointsToDraw } from './galaxy-cloud.js';

describe('the galaxy cloud', () => {
  it('draws the first sample whole, a prefix while moving, every loaded point at rest', () => {
    expect(pointsToDraw('sample', 16_384, 16_384, false)).toBe(16_384);
    expect(pointsToDraw('whole', 0, 1_000_000, true)).toBe(MOVING_POINT_BUDGET);
    expect(pointsToDraw('whole', 0, 10_000, true)).toBe(10_000);
    expect(pointsToDraw('whole', 0, 1_000_000, false)).toBe(1_000_000);
  });

  it('keeps full brightness for few points and dims, never to nothing, for many', () => {
    expect(densityFor(10_000)).toEqual({ alpha: 1, size: 1 });
    const million = densityFor(1_000_000);
    expect(million.alpha).toBeCloseTo(0.04);
    expect(million.size).toBeGreaterThanOrEqual(0.45);
    expect(million.size).toBeLessThan(1);
    expect(densityFor(0)).toEqual({ alpha: 1, size: 1 });
  });
});
