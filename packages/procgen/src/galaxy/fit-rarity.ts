import { calibrateThresholds, DEFAULT_RARITY_TARGET } from '../rarity/rarity.js';
import type { RarityConfig, RarityDistribution } from '../rarity/rarity.js';
import { isGrowthStable } from './galaxy-growth.js';
import { systemSummary } from './summary.js';
import type { GalaxyParams } from '../core/types.js';

/** Most systems the fit scores: the default thresholds were calibrated on 200,000. */
export const FIT_SAMPLE = 200_000;

/**
 * The rarity config whose thresholds cut this galaxy's own scores (its profile's, not the default
 * one's) at `target`, as `rebalance` does for a stored galaxy. Scores do not depend on thresholds;
 * a galaxy larger than FIT_SAMPLE is scored on an even stride through it.
 */
export function fitRarityToGalaxy(
  galaxy: GalaxyParams,
  rarity: RarityConfig,
  target: RarityDistribution = DEFAULT_RARITY_TARGET,
): RarityConfig {
  // A galaxy that grows scores the same first systems whatever its size, so its thresholds (and
  // every tier) are those a fresh seed of the grown size would fit.
  const stable = isGrowthStable(galaxy.generatorVersion);
  const count = stable ? FIT_SAMPLE : Math.min(galaxy.size, FIT_SAMPLE);
  const sampled = stable ? { ...galaxy, size: Math.max(galaxy.size, FIT_SAMPLE) } : galaxy;
  const scores = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const index = stable ? i : Math.floor((i * galaxy.size) / count);
    scores[i] = systemSummary(sampled, index, rarity).rarityScore;
  }
  return { weights: rarity.weights, thresholds: calibrateThresholds(scores, target) };
}
