import { DEFAULT_RARITY_WEIGHTS } from './rarity.js';
import type { RarityConfig } from './rarity.js';
import { GENERATOR_VERSION, GENERATOR_VERSIONS } from '../core/version.js';
import type { GeneratorVersion } from '../core/version.js';

/**
 * Default rarity config of each generator version: the same weights, and thresholds calibrated
 * once, offline, with `npm run calibrate -w @orrery/procgen -- <version>` (200,000 systems of seed
 * "calibration") to the default target COMMON 60 / UNCOMMON 25 / RARE 10 / EPIC 4 / LEGENDARY 1 %.
 * Re-run it after changing the weights or a version under development, and paste its output here.
 */
const DEFAULT_THRESHOLDS: Record<GeneratorVersion, RarityConfig['thresholds']> = {
  1: { UNCOMMON: 2.063, RARE: 4.313, EPIC: 7.272, LEGENDARY: 10.69 },
  2: { UNCOMMON: 1.991, RARE: 4.555, EPIC: 8.812, LEGENDARY: 11.758 },
  // Version 3's first million systems are version 2's.
  3: { UNCOMMON: 1.991, RARE: 4.555, EPIC: 8.812, LEGENDARY: 11.758 },
};

const DEFAULT_CONFIGS = new Map(
  GENERATOR_VERSIONS.map((version): [GeneratorVersion, RarityConfig] => [
    version,
    { weights: { ...DEFAULT_RARITY_WEIGHTS }, thresholds: DEFAULT_THRESHOLDS[version] },
  ]),
);

/** The default rarity config of a version's galaxies. */
export function defaultRarityConfig(version: GeneratorVersion): RarityConfig {
  const config = DEFAULT_CONFIGS.get(version);
  if (!config) throw new RangeError(`Unknown generator version ${String(version)}`);
  return config;
}

/** The default rarity config of new galaxies (the newest generator version's). */
export const DEFAULT_RARITY_CONFIG: RarityConfig = defaultRarityConfig(GENERATOR_VERSION);
