import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLLECTION_DEFAULTS,
  NO_FILTERS,
  PLANET_BOUNDS,
  SORT_KEYS,
  STAR_BOUNDS,
  activeFilterCount,
  parseCollectionQuery,
  serializeCollectionQuery,
  setRangeEnd,
  type CollectionQuery,
} from './collection-query.js';

const range = (lo: number, hi: number) =>
  fc.tuple(fc.integer({ min: lo, max: hi }), fc.integer({ min: lo, max: hi })).map(([a, b]) => ({
    min: Math.min(a, b),
    max: Math.max(a, b),
  }));

describe('collection query string', () => {
  it('reads defaults from an empty query and writes nothing for them', () => {
    expect(parseCollectionQuery(new URLSearchParams())).toEqual(COLLECTION_DEFAULTS);
    expect(serializeCollectionQuery(COLLECTION_DEFAULTS).toString()).toBe('');
  });

  it('round-trips every valid state', () => {
    const query = fc.record<CollectionQuery>({
      search: fc.string(),
      page: fc.integer({ min: 1, max: 1000 }),
      sort: fc.constantFrom(...SORT_KEYS),
      direction: fc.constantFrom('asc', 'desc'),
      stars: range(1, 3),
      planets: range(0, 12),
      habitable: fc.boolean(),
      rarity: fc.constantFrom(null, 'COMMON', 'LEGENDARY'),
      starType: fc.constantFrom(null, 'white-dwarf', 'black-hole'),
      sector: fc.constantFrom(null, 'Orion Inner', 'Galactic Core'),
    });
    fc.assert(
      fc.property(query, (q) => {
        const text = serializeCollectionQuery(q).toString();
        expect(parseCollectionQuery(new URLSearchParams(text))).toEqual(q);
      }),
    );
  });

  it('clamps hostile values and never lets the bounds cross', () => {
    const q = parseCollectionQuery(
      new URLSearchParams(
        'sort=price&direction=up&minStars=3&maxStars=1&minPlanets=-5&maxPlanets=40&page=x',
      ),
    );
    expect(q.sort).toBe('discoveryDate');
    expect(q.direction).toBe('desc');
    expect(q.stars).toEqual({ min: 3, max: 3 });
    expect(q.planets).toEqual({ min: 0, max: 12 });
    expect(q.page).toBe(1);
  });
});

describe('setRangeEnd', () => {
  it('holds each end between the bounds and the other end', () => {
    const r = { min: 2, max: 8 };
    expect(setRangeEnd(r, 'min', 10, PLANET_BOUNDS)).toEqual({ min: 8, max: 8 });
    expect(setRangeEnd(r, 'max', 1, PLANET_BOUNDS)).toEqual({ min: 2, max: 2 });
    expect(setRangeEnd(r, 'max', 99, PLANET_BOUNDS)).toEqual({ min: 2, max: 12 });
    expect(setRangeEnd(r, 'min', 'oops', PLANET_BOUNDS)).toEqual(r);
  });

  it('never produces a crossed or out-of-bounds range', () => {
    fc.assert(
      fc.property(
        range(1, 3),
        fc.constantFrom('min' as const, 'max' as const),
        fc.integer({ min: -10, max: 10 }),
        (r, end, value) => {
          const next = setRangeEnd(r, end, value, STAR_BOUNDS);
          expect(next.min).toBeLessThanOrEqual(next.max);
          expect(next.min).toBeGreaterThanOrEqual(1);
          expect(next.max).toBeLessThanOrEqual(3);
        },
      ),
    );
  });
});

describe('activeFilterCount', () => {
  it('counts each range as one group and the habitable box as another', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, stars: { min: 2, max: 3 } })).toBe(1);
    expect(
      activeFilterCount({
        stars: { min: 1, max: 2 },
        planets: { min: 3, max: 4 },
        habitable: true,
      }),
    ).toBe(3);
  });
});
