import { DEFAULT_RARITY_WEIGHTS } from './rarity.js';
import type { RarityConfig } from './rarity.js';

/**
 * Default rarity config. The thresholds were calibrated once, offline, with
 * `npm run calibrate -w @orrery/procgen` (200,000 systems of seed "calibration") to the default
 * target COMMON 60 / UNCOMMON 25 / RARE 10 / EPIC 4 / LEGENDARY 1 %. Re-run it after changing
 * the weights or the generator, and paste its output here.
 */
export const DEFAULT_RARITY_CONFIG: RarityConfig = {
  weights: { ...DEFAULT_RARITY_WEIGHTS },
  thresholds: { UNCOMMON: 2.063, RARE: 4.313, EPIC: 7.272, LEGENDARY: 10.69 },
};
