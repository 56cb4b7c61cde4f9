import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_MOON_DOTS,
  MAX_STAR_DOTS,
  dotsWithOverflow,
  inRows,
  shortHash,
} from './card-layout.js';

describe('card layout (docs/spec.md §2, §9)', () => {
  it('shows at most 3 star dots, then +N', () => {
    expect(dotsWithOverflow(1, MAX_STAR_DOTS)).toEqual({ dots: 1, overflow: 0 });
    expect(dotsWithOverflow(3, MAX_STAR_DOTS)).toEqual({ dots: 3, overflow: 0 });
    expect(dotsWithOverflow(5, MAX_STAR_DOTS)).toEqual({ dots: 3, overflow: 2 });
  });
  it('shows at most 2 moon dots per planet, then +N', () => {
    expect(dotsWithOverflow(0, MAX_MOON_DOTS)).toEqual({ dots: 0, overflow: 0 });
    expect(dotsWithOverflow(7, MAX_MOON_DOTS)).toEqual({ dots: 2, overflow: 5 });
  });
  it('dots plus overflow always account for every body', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.integer({ min: 1, max: 5 }), (count, max) => {
        const { dots, overflow } = dotsWithOverflow(count, max);
        expect(dots + overflow).toBe(count);
        expect(dots).toBeLessThanOrEqual(max);
      }),
    );
  });
  it('lays planets in rows of 4', () => {
    expect(inRows([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(inRows([], 4)).toEqual([]);
  });
  it('drops the first 4 characters of a hash longer than 4', () => {
    expect(shortHash('abcdef12')).toBe('ef12');
    expect(shortHash('abcd')).toBe('abcd');
  });
});
