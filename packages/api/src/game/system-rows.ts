import type { NewSystem } from '@orrery/db';
import {
  summaries,
  type GalaxyParams,
  type RarityConfig,
  type SystemSummary,
} from '@orrery/procgen';

// The rows a galaxy stores, generated from procgen's summaries. A module of its own (and the
// package export `@orrery/api/system-rows`) so that a generator thread loads procgen alone, not
// the whole game layer.

export function toSystemRow(s: SystemSummary): NewSystem {
  return {
    id: s.index,
    hash: s.hash,
    name: s.name,
    sector: s.sector,
    x: s.x,
    y: s.y,
    z: s.z,
    star_count: s.starCount,
    planet_count: s.planetCount,
    moon_count: s.moonCount,
    habitable: s.habitable ? 1 : 0,
    first_star_class: s.firstStarClass,
    first_star_type: s.firstStarType,
    size_class: s.sizeClass,
    card_type: s.cardType,
    rarity: s.rarity,
    rarity_score: s.rarityScore,
  };
}

/** The stored rows of systems start … end−1 (the whole rest of the galaxy by default). */
export function* systemRows(
  galaxy: GalaxyParams,
  rarity: RarityConfig,
  start: number,
  end?: number,
): Generator<NewSystem> {
  for (const summary of summaries(galaxy, { start, end, rarity })) yield toSystemRow(summary);
}
