import { describe, expect, it } from 'vitest';
import {
  NO_FACETS,
  facetCount,
  facetHref,
  matchesFacets,
  parseFacets,
  type FacetFacts,
} from './collection-facets.js';

const held: FacetFacts = {
  rarity: 'RARE',
  sector: 'Orion Inner',
  starTypes: ['main-sequence', 'white-dwarf'],
};

describe('collection facets', () => {
  it('reads known values and drops unknown ones', () => {
    expect(
      parseFacets(new URLSearchParams('rarity=EPIC&starType=neutron&sector=Carina+Outer')),
    ).toEqual({
      rarity: 'EPIC',
      starType: 'neutron',
      sector: 'Carina Outer',
    });
    expect(parseFacets(new URLSearchParams('rarity=epic&starType=quasar&sector=%20'))).toEqual(
      NO_FACETS,
    );
  });

  it('matches a held system by tier, sector, or any of its stars’ types', () => {
    expect(matchesFacets(held, NO_FACETS)).toBe(true);
    expect(matchesFacets(held, { ...NO_FACETS, starType: 'white-dwarf' })).toBe(true);
    expect(matchesFacets(held, { ...NO_FACETS, starType: 'neutron' })).toBe(false);
    expect(matchesFacets(held, { ...NO_FACETS, rarity: 'RARE', sector: 'Orion Inner' })).toBe(true);
    expect(matchesFacets(held, { ...NO_FACETS, sector: 'Orion Outer' })).toBe(false);
    expect(matchesFacets(held, { ...NO_FACETS, rarity: 'COMMON' })).toBe(false);
  });

  it('counts each facet as a filter group and links to the collection filtered by one', () => {
    expect(facetCount(NO_FACETS)).toBe(0);
    expect(facetCount({ rarity: 'RARE', starType: null, sector: 'Orion Inner' })).toBe(2);
    // A whole collection query holds more than the facets; only they count.
    expect(facetCount({ ...NO_FACETS, search: 'x', page: 2 } as typeof NO_FACETS)).toBe(0);
    expect(facetHref('sector', 'Orion Inner')).toBe('/collection?sector=Orion+Inner');
    expect(
      parseFacets(new URL(facetHref('sector', 'Orion Inner'), 'http://x').searchParams).sector,
    ).toBe('Orion Inner');
  });
});
