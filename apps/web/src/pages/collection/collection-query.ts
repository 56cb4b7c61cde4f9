/** The collection's state lives in the query string: parse it with clamps, write it back. */
import { clampInt } from '../guide/guide-query.js';
import { NO_FACETS, parseFacets, writeFacets, type CollectionFacets } from './collection-facets.js';

export const SORT_KEYS = ['discoveryDate', 'name', 'starCount', 'planetCount', 'rarity'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type Direction = 'asc' | 'desc';

export const SORT_LABELS: Record<SortKey, string> = {
  discoveryDate: 'Discovery Date',
  name: 'Name',
  starCount: 'Number of Stars',
  planetCount: 'Number of Planets',
  rarity: 'Rarity',
};

export const STAR_BOUNDS = { min: 1, max: 3 } as const;
export const PLANET_BOUNDS = { min: 0, max: 12 } as const;

export interface Range {
  min: number;
  max: number;
}

export interface CollectionFilters {
  stars: Range;
  planets: Range;
  habitable: boolean;
}

export interface CollectionQuery extends CollectionFilters, CollectionFacets {
  search: string;
  page: number;
  sort: SortKey;
  direction: Direction;
}

export const NO_FILTERS: CollectionFilters = {
  stars: { ...STAR_BOUNDS },
  planets: { ...PLANET_BOUNDS },
  habitable: false,
};

export const COLLECTION_DEFAULTS: CollectionQuery = {
  search: '',
  page: 1,
  sort: 'discoveryDate',
  direction: 'desc',
  ...NO_FILTERS,
  ...NO_FACETS,
};

/** Clamps both ends into `bounds`; a max below the min is raised to it, so the ends never cross. */
function parseRange(min: string | null, max: string | null, bounds: Range): Range {
  const lo = clampInt(min, bounds.min, bounds.max, bounds.min);
  const hi = clampInt(max, bounds.min, bounds.max, bounds.max);
  return { min: lo, max: Math.max(lo, hi) };
}

/**
 * Moves one end of a range, held inside `bounds` and never past the other end: the bounds
 * cannot cross.
 */
export function setRangeEnd(range: Range, end: 'min' | 'max', value: unknown, bounds: Range) {
  if (end === 'min') {
    return { ...range, min: clampInt(value, bounds.min, range.max, range.min) };
  }
  return { ...range, max: clampInt(value, range.min, bounds.max, range.max) };
}

export function parseCollectionQuery(params: URLSearchParams): CollectionQuery {
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    page: clampInt(params.get('page'), 1, Number.MAX_SAFE_INTEGER, 1),
    sort: SORT_KEYS.find((key) => key === sort) ?? COLLECTION_DEFAULTS.sort,
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    stars: parseRange(params.get('minStars'), params.get('maxStars'), STAR_BOUNDS),
    planets: parseRange(params.get('minPlanets'), params.get('maxPlanets'), PLANET_BOUNDS),
    habitable: params.get('habitable') === 'true',
    ...parseFacets(params),
  };
}

/** Writes only what differs from the defaults. */
export function serializeCollectionQuery(query: CollectionQuery): URLSearchParams {
  const d = COLLECTION_DEFAULTS;
  const params = new URLSearchParams();
  const put = (key: string, value: string | number, fallback: string | number) => {
    if (value !== fallback) params.set(key, String(value));
  };
  put('search', query.search, d.search);
  put('page', query.page, d.page);
  put('sort', query.sort, d.sort);
  put('direction', query.direction, d.direction);
  put('minStars', query.stars.min, d.stars.min);
  put('maxStars', query.stars.max, d.stars.max);
  put('minPlanets', query.planets.min, d.planets.min);
  put('maxPlanets', query.planets.max, d.planets.max);
  if (query.habitable) params.set('habitable', 'true');
  writeFacets(params, query);
  return params;
}

/** The badge counts filter groups: the stars range, the planets range and the habitable box. */
export function activeFilterCount(filters: CollectionFilters): number {
  const starsActive =
    filters.stars.min !== STAR_BOUNDS.min || filters.stars.max !== STAR_BOUNDS.max;
  const planetsActive =
    filters.planets.min !== PLANET_BOUNDS.min || filters.planets.max !== PLANET_BOUNDS.max;
  return Number(starsActive) + Number(planetsActive) + Number(filters.habitable);
}
