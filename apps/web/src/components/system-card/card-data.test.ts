import { describe, expect, it } from 'vitest';
import type { SystemCard } from '../../api/types.js';
import { toCardData } from './card-data.js';

const base: SystemCard = {
  hash: 'abcd1234',
  name: 'Vega',
  sector: 'Orion Inner',
  coordinates: { x: 1, y: 2, z: 3 },
  rarity: 'RARE',
  rarityScore: 2,
  cardType: 'standard',
  habitable: false,
  starCount: 1,
  planetCount: 2,
  discovered: true,
  discoveredById: 1,
  discoverer: { username: 'u' },
  discoveryDate: '2026-01-01T00:00:00.000Z',
  stars: [{ spectralClass: 'G', type: 'main-sequence' }],
  planets: [
    { type: 'terrestrial', moonCount: 1 },
    { type: 'gas-giant', moonCount: 5 },
  ],
};

describe('toCardData', () => {
  it('carries planet types and moon counts of a discovered system', () => {
    const card = toCardData(base);
    expect(card.planets.map((p) => [p.type, p.moonCount])).toEqual([
      ['terrestrial', 1],
      ['gas-giant', 5],
    ]);
    expect(card.moonsKnown).toBe(true);
  });
  it('marks types and moons unknown while the server withholds them', () => {
    const card = toCardData({ ...base, discovered: false, planets: [{}, {}] });
    expect(card.planets.map((p) => p.type)).toEqual([null, null]);
    expect(card.moonsKnown).toBe(false);
  });
});
