/** The completion panel's filters: one rarity tier, star type or sector, from the query string. */
import { RARITIES, STAR_TYPES } from '@orrery/domain';
import type { Rarity, StarType } from '../../api/types.js';

export interface CollectionFacets {
  rarity: Rarity | null;
  /** Any star of the system has this type. */
  starType: StarType | null;
  sector: string | null;
}

export type FacetKind = keyof CollectionFacets;

export const FACET_KINDS: readonly FacetKind[] = ['rarity', 'starType', 'sector'];

export const NO_FACETS: CollectionFacets = { rarity: null, starType: null, sector: null };

/** Unknown values read as no filter (a hand-edited URL shows everything, not nothing). */
export function parseFacets(params: URLSearchParams): CollectionFacets {
  const rarity = params.get('rarity');
  const starType = params.get('starType');
  const sector = params.get('sector')?.trim();
  return {
    rarity: RARITIES.find((r) => r === rarity) ?? null,
    starType: STAR_TYPES.find((t) => t === starType) ?? null,
    sector: sector ? sector.slice(0, 100) : null,
  };
}

export function writeFacets(params: URLSearchParams, facets: CollectionFacets): void {
  for (const kind of FACET_KINDS) {
    const value = facets[kind];
    if (value !== null) params.set(kind, value);
  }
}

/** What a held system must show for the facets to match it. */
export interface FacetFacts {
  rarity: Rarity;
  sector: string;
  starTypes: readonly StarType[];
}

export function matchesFacets(item: FacetFacts, facets: CollectionFacets): boolean {
  return (
    (facets.rarity === null || item.rarity === facets.rarity) &&
    (facets.sector === null || item.sector === facets.sector) &&
    (facets.starType === null || item.starTypes.includes(facets.starType))
  );
}

export function facetCount(facets: CollectionFacets): number {
  return FACET_KINDS.filter((kind) => facets[kind] !== null).length;
}

/** The collection filtered to one kind: what each completion item links to. */
export function facetHref(kind: FacetKind, key: string): string {
  return `/collection?${new URLSearchParams({ [kind]: key }).toString()}`;
}
