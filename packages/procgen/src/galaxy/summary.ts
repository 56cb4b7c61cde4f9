import { galaxyContext } from './galaxy.js';
import { rarityFeatures, rarityFromScore, rarityScore } from '../rarity/rarity.js';
import type { RarityConfig } from '../rarity/rarity.js';
import { defaultRarityConfig } from '../rarity/rarity-defaults.js';
import { buildSkeleton } from './skeleton.js';
import type { Skeleton } from './skeleton.js';
import type { StarCore } from '../stars/stars.js';
import type { CardType, GalaxyParams, Rarity, SystemSummary } from '../core/types.js';

/** Map marker size 4..10 from the first star's radius (R☉): remnants 4 … supergiants 10. */
export function sizeClass(radiusSun: number): number {
  const edges = [0.05, 0.2, 0.7, 1.4, 3, 20];
  let size = 4;
  for (const edge of edges) if (radiusSun >= edge) size++;
  return size;
}

/** The spec's visual priority: habitable > multi-star > standard > star-only. */
function cardTypeOf(habitable: boolean, starCount: number, planetCount: number): CardType {
  if (habitable) return 'habitable';
  if (starCount > 1) return 'multi-star';
  return planetCount > 0 ? 'standard' : 'star-only';
}

export interface Classification {
  habitable: boolean;
  cardType: CardType;
  rarityScore: number;
  rarity: Rarity;
}

export function classify(skeleton: Skeleton, rarity: RarityConfig): Classification {
  const habitable = skeleton.planets.some((p) => p.habitable);
  const score = rarityScore(rarityFeatures(skeleton.stars, skeleton.planets), rarity.weights);
  return {
    habitable,
    cardType: cardTypeOf(habitable, skeleton.stars.length, skeleton.planets.length),
    rarityScore: score,
    rarity: rarityFromScore(score, rarity.thresholds),
  };
}

export function summaryOf(skeleton: Skeleton, rarity: RarityConfig): SystemSummary {
  const first = skeleton.stars[0] as StarCore;
  const { placement } = skeleton;
  let moonCount = 0;
  for (const planet of skeleton.planets) moonCount += planet.moonCount;
  return {
    index: skeleton.index,
    hash: skeleton.hash,
    name: skeleton.name,
    sector: placement.sector,
    x: placement.x,
    y: placement.y,
    z: placement.z,
    starCount: skeleton.stars.length,
    planetCount: skeleton.planets.length,
    moonCount,
    firstStarClass: first.spectralClass,
    firstStarType: first.type,
    sizeClass: sizeClass(first.radius),
    ...classify(skeleton, rarity),
  };
}

/** One system's summary: what search, filters and the map need, without building its detail. */
export function systemSummary(
  galaxy: GalaxyParams,
  index: number,
  rarity: RarityConfig = defaultRarityConfig(galaxy.generatorVersion),
): SystemSummary {
  return summaryOf(buildSkeleton(galaxy, index), rarity);
}

function* summaryRange(
  galaxy: GalaxyParams,
  start: number,
  end: number,
  rarity: RarityConfig,
): Generator<SystemSummary> {
  for (let index = start; index < end; index++) yield systemSummary(galaxy, index, rarity);
}

/** Systems start … end−1 of a summary stream, checked at the call. */
export function summaryRangeOf(
  galaxy: GalaxyParams,
  options: { start?: number; end?: number; rarity?: RarityConfig },
): { start: number; end: number; rarity: RarityConfig } {
  const size = galaxyContext(galaxy).size;
  const start = options.start ?? 0;
  const end = options.end ?? size;
  if (
    !Number.isSafeInteger(start) ||
    !Number.isSafeInteger(end) ||
    start < 0 ||
    end > size ||
    start > end
  ) {
    throw new RangeError(`Summary range must satisfy 0 <= start <= end <= ${size}`);
  }
  return { start, end, rarity: options.rarity ?? defaultRarityConfig(galaxy.generatorVersion) };
}

/**
 * Summaries of systems start … end−1, one at a time: a million never sit in memory together.
 * The range is checked at the call, not at the first step.
 */
export function summaries(
  galaxy: GalaxyParams,
  options: { start?: number; end?: number; rarity?: RarityConfig } = {},
): Generator<SystemSummary> {
  const { start, end, rarity } = summaryRangeOf(galaxy, options);
  return summaryRange(galaxy, start, end, rarity);
}
