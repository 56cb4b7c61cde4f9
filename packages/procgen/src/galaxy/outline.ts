import { buildSkeleton } from './skeleton.js';
import type { RarityConfig } from '../rarity/rarity.js';
import { defaultRarityConfig } from '../rarity/rarity-defaults.js';
import type { Skeleton } from './skeleton.js';
import { classify, summaryOf, summaryRangeOf } from './summary.js';
import type {
  CardType,
  Coordinates,
  GalaxyParams,
  PlanetType,
  SpectralClass,
  StarType,
  SystemSummary,
} from '../core/types.js';

/**
 * What a system's card shows, from its skeleton and classification alone: the same values
 * generateSystem gives for these fields (the detail copies them from the skeleton), at a fraction
 * of its cost, since no star, planet or moon detail is drawn.
 */
export interface SystemOutline {
  coordinates: Coordinates;
  cardType: CardType;
  habitable: boolean;
  /** primary first */
  stars: { spectralClass: SpectralClass; type: StarType }[];
  /** ordered by semi-major axis, as in the detail */
  planets: { type: PlanetType; moonCount: number }[];
}

export function systemOutline(
  galaxy: GalaxyParams,
  index: number,
  rarity: RarityConfig = defaultRarityConfig(galaxy.generatorVersion),
): SystemOutline {
  return outlineOf(buildSkeleton(galaxy, index), rarity);
}

function outlineOf(skeleton: Skeleton, rarity: RarityConfig): SystemOutline {
  const { cardType, habitable } = classify(skeleton, rarity);
  const { x, y, z } = skeleton.placement;
  return {
    coordinates: { x, y, z },
    cardType,
    habitable,
    stars: skeleton.stars.map((star) => ({ spectralClass: star.spectralClass, type: star.type })),
    planets: skeleton.planets.map((planet) => ({ type: planet.type, moonCount: planet.moonCount })),
  };
}

function* outlinedRange(
  galaxy: GalaxyParams,
  start: number,
  end: number,
  rarity: RarityConfig,
): Generator<{ summary: SystemSummary; outline: SystemOutline }> {
  for (let index = start; index < end; index++) {
    const skeleton = buildSkeleton(galaxy, index);
    yield { summary: summaryOf(skeleton, rarity), outline: outlineOf(skeleton, rarity) };
  }
}

/**
 * summaries() with each system's outline, from the same skeleton (a seed stores what a card needs
 * without building each skeleton twice). The range is checked at the call.
 */
export function outlinedSummaries(
  galaxy: GalaxyParams,
  options: { start?: number; end?: number; rarity?: RarityConfig } = {},
): Generator<{ summary: SystemSummary; outline: SystemOutline }> {
  const { start, end, rarity } = summaryRangeOf(galaxy, options);
  return outlinedRange(galaxy, start, end, rarity);
}
