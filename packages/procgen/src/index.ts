/**
 * @orrery/procgen — the deterministic galaxy generator. Pure: no I/O, no clock, no Math.random.
 * (Public face; the implementation lives in the modules re-exported here.)
 */
export * from './types.js';
import type { GalaxyParams, Rarity, SolarSystemDetail, SystemSummary } from './types.js';

/** Bumped whenever a change alters generated output; the galaxy row pins it. */
export const GENERATOR_VERSION = 1;

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

const notYet = (): never => {
  throw new Error('procgen: not implemented yet');
};

export const DEFAULT_RARITY_TARGET: RarityDistribution = {
  COMMON: 60,
  UNCOMMON: 25,
  RARE: 10,
  EPIC: 4,
  LEGENDARY: 1,
};

export declare const DEFAULT_RARITY_CONFIG: RarityConfig;

export function systemSummary(
  _galaxy: GalaxyParams,
  _index: number,
  _rarity?: RarityConfig,
): SystemSummary {
  return notYet();
}

export function* summaries(
  _galaxy: GalaxyParams,
  _options?: { start?: number; end?: number; rarity?: RarityConfig },
): Generator<SystemSummary> {
  yield notYet();
}

export function generateSystem(
  _galaxy: GalaxyParams,
  _index: number,
  _rarity?: RarityConfig,
): SolarSystemDetail {
  return notYet();
}

export function indexFromHash(_galaxy: GalaxyParams, _hash: string): number | undefined {
  return notYet();
}

export function rarityFromScore(_score: number, _thresholds: RarityThresholds): Rarity {
  return notYet();
}

export function calibrateThresholds(
  _scores: ArrayLike<number>,
  _target: RarityDistribution,
): RarityThresholds {
  return notYet();
}
