/** Client-side search, filters, sort and paging of the player's collection. */
import type { Rarity } from '../../api/types.js';
import { rarityRank } from '../../game/rarity.js';
import type { CollectionFilters, Direction, SortKey } from './collection-query.js';

/** What the collection's rules need to know about one held system. */
export interface CollectionFacts {
  name: string;
  starCount: number;
  planetCount: number;
  habitable: boolean;
  rarity: Rarity;
  /** ISO discovery date; held systems always have one */
  discoveredAt: string | null;
}

export const COLLECTION_PAGE_SIZE = 16;

/** Case-insensitive name substring plus the range and habitable filters. */
export function matchesCollection(
  item: CollectionFacts,
  search: string,
  filters: CollectionFilters,
): boolean {
  const needle = search.trim().toLowerCase();
  return (
    (!needle || item.name.toLowerCase().includes(needle)) &&
    item.starCount >= filters.stars.min &&
    item.starCount <= filters.stars.max &&
    item.planetCount >= filters.planets.min &&
    item.planetCount <= filters.planets.max &&
    (!filters.habitable || item.habitable)
  );
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);

const COMPARE: Record<SortKey, (a: CollectionFacts, b: CollectionFacts) => number> = {
  discoveryDate: (a, b) => time(a.discoveredAt) - time(b.discoveredAt),
  name: (a, b) => a.name.localeCompare(b.name),
  starCount: (a, b) => a.starCount - b.starCount,
  planetCount: (a, b) => a.planetCount - b.planetCount,
  rarity: (a, b) => rarityRank(a.rarity) - rarityRank(b.rarity),
};

/** A sorted copy; ties fall back to the name so the order never depends on the server's. */
export function sortCollection<T extends CollectionFacts>(
  items: readonly T[],
  key: SortKey,
  direction: Direction,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => sign * COMPARE[key](a, b) || a.name.localeCompare(b.name));
}

export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
