import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchesCollection,
  pageOf,
  sortCollection,
  type CollectionFacts,
} from './collection-filter.js';
import { rarityRank } from '../../game/rarity.js';
import { NO_FILTERS, SORT_KEYS, type SortKey } from './collection-query.js';

const sys = (over: Partial<CollectionFacts>): CollectionFacts => ({
  name: 'Vega',
  starCount: 1,
  planetCount: 3,
  habitable: false,
  rarity: 'COMMON',
  discoveredAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('matchesCollection', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(matchesCollection(sys({ name: 'Kepler Prime' }), 'PRIME', NO_FILTERS)).toBe(true);
    expect(matchesCollection(sys({ name: 'Kepler Prime' }), 'vega', NO_FILTERS)).toBe(false);
    expect(matchesCollection(sys({}), '   ', NO_FILTERS)).toBe(true);
  });

  it('applies the ranges inclusively and the habitable box', () => {
    const filters = { stars: { min: 2, max: 3 }, planets: { min: 1, max: 4 }, habitable: true };
    expect(
      matchesCollection(sys({ starCount: 2, planetCount: 4, habitable: true }), '', filters),
    ).toBe(true);
    expect(matchesCollection(sys({ starCount: 1, habitable: true }), '', filters)).toBe(false);
    expect(
      matchesCollection(sys({ starCount: 2, planetCount: 5, habitable: true }), '', filters),
    ).toBe(false);
    expect(matchesCollection(sys({ starCount: 2, habitable: false }), '', filters)).toBe(false);
  });
});

describe('sortCollection', () => {
  const items = [
    sys({ name: 'B', rarity: 'EPIC', starCount: 2, discoveredAt: '2026-01-03T00:00:00Z' }),
    sys({ name: 'A', rarity: 'COMMON', starCount: 3, discoveredAt: '2026-01-01T00:00:00Z' }),
    sys({ name: 'C', rarity: 'LEGENDARY', starCount: 1, discoveredAt: '2026-01-02T00:00:00Z' }),
  ];
  const names = (list: CollectionFacts[]) => list.map((s) => s.name).join('');
  const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

  it('sorts by each key in both directions', () => {
    expect(names(sortCollection(items, 'discoveryDate', 'desc'))).toBe('BCA');
    expect(names(sortCollection(items, 'name', 'asc'))).toBe('ABC');
    expect(names(sortCollection(items, 'starCount', 'desc'))).toBe('ABC');
    expect(names(sortCollection(items, 'rarity', 'asc'))).toBe('ABC');
    expect(names(sortCollection(items, 'rarity', 'desc'))).toBe('CBA');
  });

  it('is a permutation ordered by the key, without touching the input', () => {
    const arb = fc.array(
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 6 }),
        starCount: fc.integer({ min: 1, max: 3 }),
        planetCount: fc.integer({ min: 0, max: 12 }),
        habitable: fc.boolean(),
        rarity: fc.constantFrom(
          'COMMON' as const,
          'UNCOMMON' as const,
          'RARE' as const,
          'EPIC' as const,
          'LEGENDARY' as const,
        ),
        discoveredAt: fc
          .integer({ min: 0, max: 2_000_000_000_000 })
          .map((ms) => new Date(ms).toISOString()),
      }),
    );
    // What each key orders by, written out here; names compare as the page shows them.
    const value = (s: CollectionFacts, key: SortKey): number | string =>
      key === 'name'
        ? s.name
        : key === 'discoveryDate'
          ? Date.parse(s.discoveredAt!)
          : key === 'rarity'
            ? rarityRank(s.rarity)
            : s[key];
    const compare = (a: number | string, b: number | string) =>
      typeof a === 'string' ? a.localeCompare(b as string) : a - (b as number);
    fc.assert(
      fc.property(
        arb,
        fc.constantFrom(...SORT_KEYS),
        fc.constantFrom('asc' as const, 'desc' as const),
        (list, key, direction) => {
          const before = [...list];
          const sorted = sortCollection(list, key, direction);
          expect(list).toEqual(before);
          expect([...sorted].sort(byJson)).toEqual([...list].sort(byJson));
          const sign = direction === 'asc' ? 1 : -1;
          sorted.forEach((s, i) => {
            if (i === 0) return;
            const previous = sorted[i - 1]!;
            const step = sign * compare(value(s, key), value(previous, key));
            expect(step).toBeGreaterThanOrEqual(0);
            // Ties fall back to the name, A to Z.
            if (step === 0) expect(s.name.localeCompare(previous.name)).toBeGreaterThanOrEqual(0);
          });
        },
      ),
    );
  });
});

describe('pageOf', () => {
  it('slices one page of the given size', () => {
    const list = Array.from({ length: 40 }, (_, i) => i);
    expect(pageOf(list, 1, 16)).toHaveLength(16);
    expect(pageOf(list, 3, 16)).toEqual([32, 33, 34, 35, 36, 37, 38, 39]);
    expect(pageOf(list, 4, 16)).toEqual([]);
  });
});
