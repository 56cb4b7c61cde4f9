import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageWindow, parseGoToPage, shownRange } from './pagination-math.js';

describe('pageWindow', () => {
  it('centres the current page when it can', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('shifts inward at the edges', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('always holds min(5, total) consecutive pages including the current one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const total = Math.max(a, b);
        const current = Math.min(a, b);
        const window = pageWindow(current, total);
        expect(window).toHaveLength(Math.min(5, total));
        expect(window).toContain(current);
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window.at(-1)).toBeLessThanOrEqual(total);
        window.forEach((p, i) => i > 0 && expect(p).toBe(window[i - 1]! + 1));
      }),
    );
  });
});

describe('shownRange', () => {
  it('gives the 1-based range of a page', () => {
    expect(shownRange(1, 16, 40)).toEqual({ from: 1, to: 16 });
    expect(shownRange(3, 16, 40)).toEqual({ from: 33, to: 40 });
    expect(shownRange(1, 16, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('pageCount and clampPage', () => {
  it('rounds up and clamps', () => {
    expect(pageCount(33, 16)).toBe(3);
    expect(pageCount(0, 16)).toBe(0);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(-2, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });
});

describe('parseGoToPage', () => {
  it('accepts only whole numbers from 1 to the last page', () => {
    expect(parseGoToPage('3', 5)).toBe(3);
    expect(parseGoToPage(' 5 ', 5)).toBe(5);
    expect(parseGoToPage('6', 5)).toBeNull();
    expect(parseGoToPage('0', 5)).toBeNull();
    expect(parseGoToPage('2.5', 5)).toBeNull();
    expect(parseGoToPage('-1', 5)).toBeNull();
    expect(parseGoToPage('abc', 5)).toBeNull();
    expect(parseGoToPage('', 5)).toBeNull();
  });
});
