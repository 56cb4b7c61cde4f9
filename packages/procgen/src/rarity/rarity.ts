import { RARITIES } from '@orrery/domain';
import type { PlanetCore } from '../planets/planets.js';
import type { StarCore } from '../stars/stars.js';
import type { Rarity } from '../core/types.js';

/** Weights of the rarity score's features (docs/game-design.md explains each). */
export type RarityWeights = Record<string, number>;

/** Score cut-offs: a score >= thresholds.UNCOMMON is at least UNCOMMON, and so on up. */
export type RarityThresholds = Record<Exclude<Rarity, 'COMMON'>, number>;

/** Share of systems per tier, in percent, summing to 100. */
export type RarityDistribution = Record<Rarity, number>;

export interface RarityConfig {
  weights: RarityWeights;
  thresholds: RarityThresholds;
}

/** The features the score is built from; a weight multiplies each one's value. */
export const RARITY_FEATURES = [
  'binary',
  'trinary',
  'blackHole',
  'neutronStar',
  'whiteDwarf',
  'giantStar',
  'brownDwarf',
  'hotStar',
  'habitablePlanet',
  'habitability',
  'oceanWorld',
  'lavaWorld',
  'ringedPlanet',
  'moon',
  'planet',
  'metallicity',
] as const;
export type RarityFeature = (typeof RARITY_FEATURES)[number];

export const DEFAULT_RARITY_TARGET: RarityDistribution = {
  COMMON: 60,
  UNCOMMON: 25,
  RARE: 10,
  EPIC: 4,
  LEGENDARY: 1,
};

export const DEFAULT_RARITY_WEIGHTS: Readonly<Record<RarityFeature, number>> = {
  binary: 1.5,
  trinary: 1.5,
  blackHole: 8,
  neutronStar: 6,
  whiteDwarf: 1.2,
  giantStar: 2,
  brownDwarf: 0.8,
  hotStar: 3,
  habitablePlanet: 4,
  habitability: 2,
  oceanWorld: 1.5,
  lavaWorld: 0.6,
  ringedPlanet: 0.8,
  moon: 0.08,
  planet: 0.15,
  metallicity: 1,
};

/** Each feature's value for one system (counts, flags as 0/1, or a continuous measure). */
export function rarityFeatures(
  stars: readonly StarCore[],
  planets: readonly PlanetCore[],
): Record<RarityFeature, number> {
  const f: Record<RarityFeature, number> = {
    binary: stars.length >= 2 ? 1 : 0,
    trinary: stars.length >= 3 ? 1 : 0,
    blackHole: 0,
    neutronStar: 0,
    whiteDwarf: 0,
    giantStar: 0,
    brownDwarf: 0,
    hotStar: 0,
    habitablePlanet: 0,
    habitability: 0,
    oceanWorld: 0,
    lavaWorld: 0,
    ringedPlanet: 0,
    moon: 0,
    planet: planets.length,
    // Chemically unusual systems (far from solar [Fe/H]) are a continuous tie-breaker.
    metallicity: Math.abs((stars[0] as StarCore).metallicity),
  };
  for (const star of stars) {
    if (star.type === 'black-hole') f.blackHole++;
    else if (star.type === 'neutron') f.neutronStar++;
    else if (star.type === 'white-dwarf') f.whiteDwarf++;
    else if (star.type === 'red-giant' || star.type === 'blue-giant') f.giantStar++;
    else if (star.type === 'brown-dwarf') f.brownDwarf++;
    if (star.spectralClass === 'O' || star.spectralClass === 'B') f.hotStar++;
  }
  for (const planet of planets) {
    if (planet.habitable) f.habitablePlanet++;
    f.habitability = Math.max(f.habitability, planet.habitabilityScore);
    if (planet.type === 'ocean') f.oceanWorld++;
    if (planet.type === 'lava') f.lavaWorld++;
    if (planet.rings) f.ringedPlanet++;
    f.moon += planet.moonCount;
  }
  return f;
}

/**
 * Throws on a weight that names no feature or is not a finite number ≥ 0: a feature adds rarity, so
 * a negative weight would make a black hole commoner than an empty sky.
 */
export function validateRarityWeights(weights: RarityWeights): void {
  for (const [name, value] of Object.entries(weights)) {
    if (!(RARITY_FEATURES as readonly string[]).includes(name)) {
      throw new RangeError(`Unknown rarity feature "${name}"`);
    }
    // Number.isFinite is false for every non-number already; the typeof test narrows the type.
    // Stryker disable next-line ConditionalExpression: refused either way, with the same message
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new RangeError(
        `Rarity weight "${name}" must be a number ≥ 0 (it is ${typeof value === 'number' ? String(value) : JSON.stringify(value)})`,
      );
    }
  }
}

/** Σ weight × feature, rounded to 3 decimals; features without a weight count 0. */
export function rarityScore(
  features: Record<RarityFeature, number>,
  weights: RarityWeights,
): number {
  let score = 0;
  for (const name of RARITY_FEATURES) score += (weights[name] ?? 0) * features[name];
  return Math.round(score * 1000) / 1000;
}

export function rarityFromScore(score: number, thresholds: RarityThresholds): Rarity {
  if (score >= thresholds.LEGENDARY) return 'LEGENDARY';
  if (score >= thresholds.EPIC) return 'EPIC';
  if (score >= thresholds.RARE) return 'RARE';
  if (score >= thresholds.UNCOMMON) return 'UNCOMMON';
  return 'COMMON';
}

/** First index in a sorted array whose value is above x (or, with `orEqual`, at least x). */
function bound(sorted: Float64Array, x: number, orEqual: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid] as number;
    if (v < x || (!orEqual && v === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Thresholds that split a sample of scores as close to the target shares as its ties allow. For
 * each cut, the candidate scores are the sample's quantile and the next distinct score above it;
 * the one whose share of lower scores is nearer the target wins.
 */
export function calibrateThresholds(
  scores: ArrayLike<number>,
  target: RarityDistribution,
): RarityThresholds {
  if (scores.length === 0) throw new RangeError('calibrateThresholds needs at least one score');
  let total = 0;
  for (const rarity of RARITIES) {
    const share = target[rarity];
    if (!Number.isFinite(share) || share < 0) {
      throw new RangeError(`Target share for ${rarity} must be a non-negative number`);
    }
    total += share;
  }
  // Stryker disable next-line EqualityOperator: a sum exactly 1e-6 from 100 is rounding either way
  if (Math.abs(total - 100) > 1e-6) throw new RangeError(`Target shares sum to ${total}, not 100`);
  const sorted = Float64Array.from(scores).sort();
  if (Number.isNaN(sorted[sorted.length - 1])) throw new RangeError('Scores must be numbers');
  const n = sorted.length;
  const max = sorted[n - 1] as number;
  const cut = (below: number): number => {
    const k = Math.round((below / 100) * n);
    if (k >= n) return max + 1; // nothing in the sample reaches this tier
    const at = sorted[k] as number;
    const belowAt = bound(sorted, at, true);
    const belowNext = bound(sorted, at, false);
    const next = belowNext < n ? (sorted[belowNext] as number) : max + 1;
    return Math.abs(belowAt - k) <= Math.abs(belowNext - k) ? at : next;
  };
  let below = target.COMMON;
  const UNCOMMON = cut(below);
  below += target.UNCOMMON;
  const RARE = Math.max(UNCOMMON, cut(below));
  below += target.RARE;
  const EPIC = Math.max(RARE, cut(below));
  below += target.EPIC;
  const LEGENDARY = Math.max(EPIC, cut(below));
  return { UNCOMMON, RARE, EPIC, LEGENDARY };
}
