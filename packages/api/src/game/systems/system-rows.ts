import type { NewSystem } from '@orrery/db/systems';
import {
  outlinedSummaries,
  type GalaxyParams,
  type RarityConfig,
  type SystemOutline,
  type SystemSummary,
} from '@orrery/procgen';
import { encodeCardShape } from './card-shape.js';

// The rows a galaxy stores, generated from procgen's summaries. A module of its own (and the
// package export `@orrery/api/system-rows`) so that a generator thread loads procgen alone, not
// the whole game layer.

/** A system's row; with its outline, the card's shape too (card-shape.ts). */
export function toSystemRow(s: SystemSummary, outline?: SystemOutline): Required<NewSystem> {
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
    card_shape: outline ? encodeCardShape(outline) : null,
  };
}

/** The stored rows of systems start … end−1 (the whole rest of the galaxy by default). */
export function* systemRows(
  galaxy: GalaxyParams,
  rarity: RarityConfig,
  start: number,
  end?: number,
): Generator<NewSystem> {
  for (const { summary, outline } of outlinedSummaries(galaxy, { start, end, rarity })) {
    yield toSystemRow(summary, outline);
  }
}
