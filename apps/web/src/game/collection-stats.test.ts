import { describe, expect, it } from 'vitest';
import type { SystemCard } from '../api/types.js';
import { collectionStats, newestSystems } from './collection-stats.js';

type Dated = SystemCard & { createdAt?: string };

function card(over: Partial<Dated>): Dated {
  return {
    hash: 'h',
    name: 'n',
    sector: 's',
    coordinates: { x: 0, y: 0, z: 0 },
    rarity: 'COMMON',
    rarityScore: 1,
    cardType: 'star-only',
    habitable: false,
    starCount: 1,
    planetCount: 0,
    discovered: true,
    stars: [{ spectralClass: 'M', type: 'red-dwarf' }],
    planets: [],
    discoveredById: 1,
    discoverer: { username: 'u' },
    discoveryDate: null,
    ...over,
  };
}

describe('collectionStats (docs/spec.md §2)', () => {
  it('counts bodies, rarities, types and insights', () => {
    const stats = collectionStats([
      card({
        rarity: 'RARE',
        stars: [
          { spectralClass: 'G', type: 'main-sequence' },
          { spectralClass: 'M', type: 'red-dwarf' },
        ],
        planets: [
          { type: 'gas-giant', moonCount: 3 },
          { type: 'terrestrial', moonCount: 0 },
        ],
      }),
      card({
        planets: [{ type: 'gas-giant', moonCount: 0 }],
      }),
      card({}),
    ]);
    expect([stats.systems, stats.stars, stats.planets, stats.moons]).toEqual([3, 4, 3, 3]);
    expect(stats.rarity.find((r) => r.rarity === 'COMMON')).toEqual({
      rarity: 'COMMON',
      count: 2,
      percent: 67,
    });
    expect(stats.rarity.find((r) => r.rarity === 'RARE')?.percent).toBe(33);
    expect(stats.mostCommonStarType).toBe('red-dwarf');
    expect(stats.mostCommonPlanetType).toBe('gas-giant');
    expect(stats.systemsWithMoons).toBe(1);
    expect(stats.multiStarSystems).toBe(1);
  });
  it('reports None-worthy nulls for an empty collection', () => {
    const stats = collectionStats([]);
    expect(stats.mostCommonStarType).toBeNull();
    expect(stats.rarity.every((r) => r.percent === 0)).toBe(true);
  });
});

describe('newestSystems', () => {
  it('sorts by discovery date, falling back to creation date', () => {
    const list = [
      card({ hash: 'old', discoveryDate: '2026-01-01T00:00:00Z' }),
      card({ hash: 'fallback', discoveryDate: null, createdAt: '2026-03-01T00:00:00Z' }),
      card({ hash: 'new', discoveryDate: '2026-05-01T00:00:00Z' }),
    ];
    expect(newestSystems(list, 2).map((s) => s.hash)).toEqual(['new', 'fallback']);
  });
});
