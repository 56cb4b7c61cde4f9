import { RARITIES } from '@orrery/domain';
import type { Rarity, SystemCard } from '../api/types.js';

export interface CollectionStats {
  systems: number;
  stars: number;
  planets: number;
  moons: number;
  rarity: { rarity: Rarity; count: number; percent: number }[];
  starTypes: [type: string, count: number][];
  planetTypes: [type: string, count: number][];
  mostCommonStarType: string | null;
  mostCommonPlanetType: string | null;
  systemsWithMoons: number;
  multiStarSystems: number;
}

/** Share of a total in whole percent; 0 for an empty total. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

function tally(values: Iterable<string>): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The dashboard's Collection Statistics panels (docs/spec.md §2) from the collected systems. */
export function collectionStats(systems: readonly SystemCard[]): CollectionStats {
  const moonsOf = (s: SystemCard) => s.planets.reduce((sum, p) => sum + (p.moonCount ?? 0), 0);
  const starTypes = tally(systems.flatMap((s) => s.stars.map((star) => star.type)));
  const planetTypes = tally(systems.flatMap((s) => s.planets.flatMap((p) => p.type ?? [])));
  return {
    systems: systems.length,
    stars: systems.reduce((sum, s) => sum + s.stars.length, 0),
    planets: systems.reduce((sum, s) => sum + s.planets.length, 0),
    moons: systems.reduce((sum, s) => sum + moonsOf(s), 0),
    rarity: RARITIES.map((rarity) => {
      const count = systems.filter((s) => s.rarity === rarity).length;
      return { rarity, count, percent: percentOf(count, systems.length) };
    }),
    starTypes,
    planetTypes,
    mostCommonStarType: starTypes[0]?.[0] ?? null,
    mostCommonPlanetType: planetTypes[0]?.[0] ?? null,
    systemsWithMoons: systems.filter((s) => moonsOf(s) > 0).length,
    multiStarSystems: systems.filter((s) => s.stars.length > 1).length,
  };
}

/** Recently Collected: the newest by discovery date, falling back to creation date (docs/spec.md §2). */
export function newestSystems<T extends { discoveryDate: string | null; createdAt?: string }>(
  systems: readonly T[],
  count: number,
): T[] {
  const time = (s: T) => Date.parse(s.discoveryDate ?? s.createdAt ?? '') || 0;
  return [...systems].sort((a, b) => time(b) - time(a)).slice(0, count);
}
