import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GUIDE_DEFAULTS,
  clampMinPlanets,
  clampMinStars,
  parseGuideQuery,
  serializeGuideQuery,
  withGuideFilter,
  type GuideQuery,
} from './guide-query.js';

describe('guide clamps', () => {
  it('clamps Min Planets to 0..12 and turns non-numbers into 0', () => {
    expect(clampMinPlanets('5')).toBe(5);
    expect(clampMinPlanets('40')).toBe(12);
    expect(clampMinPlanets('-3')).toBe(0);
    expect(clampMinPlanets('abc')).toBe(0);
    expect(clampMinPlanets('')).toBe(0);
    expect(clampMinPlanets('7.9')).toBe(7);
  });

  it('clamps Min Stars to 1..3 and turns non-numbers into 1', () => {
    expect(clampMinStars('2')).toBe(2);
    expect(clampMinStars('9')).toBe(3);
    expect(clampMinStars('0')).toBe(1);
    expect(clampMinStars('x')).toBe(1);
  });
});

describe('guide query string', () => {
  it('reads the defaults from an empty query and writes an empty query for them', () => {
    expect(parseGuideQuery(new URLSearchParams())).toEqual(GUIDE_DEFAULTS);
    expect(serializeGuideQuery(GUIDE_DEFAULTS).toString()).toBe('');
  });

  it('clamps hostile values', () => {
    const q = parseGuideQuery(
      new URLSearchParams('page=-4&minPlanets=99&minStars=zero&status=everything&search=Vega'),
    );
    expect(q).toEqual({ search: 'Vega', page: 1, minPlanets: 12, minStars: 1, status: 'all' });
  });

  it('round-trips every valid state', () => {
    const query = fc.record<GuideQuery>({
      search: fc.string(),
      page: fc.integer({ min: 1, max: 10_000 }),
      minPlanets: fc.integer({ min: 0, max: 12 }),
      minStars: fc.integer({ min: 1, max: 3 }),
      status: fc.constantFrom('all', 'discovered', 'undiscovered'),
    });
    fc.assert(
      fc.property(query, (q) => {
        const text = serializeGuideQuery(q).toString();
        expect(parseGuideQuery(new URLSearchParams(text))).toEqual(q);
      }),
    );
  });

  it('resets the page to 1 when a filter changes', () => {
    const q = { ...GUIDE_DEFAULTS, page: 7 };
    expect(withGuideFilter(q, { minStars: 2 })).toEqual({ ...q, minStars: 2, page: 1 });
  });
});
