/**
 * @orrery/procgen — the deterministic galaxy generator. Pure: no I/O, no clock, no Math.random.
 * This file is the public face; each concept lives in its own module.
 */
export * from './core/types.js';
export { GENERATOR_VERSION, GENERATOR_VERSIONS, isGeneratorVersion } from './core/version.js';
export type { GeneratorVersion } from './core/version.js';
export {
  calibrateThresholds,
  DEFAULT_RARITY_TARGET,
  DEFAULT_RARITY_WEIGHTS,
  RARITY_FEATURES,
  rarityFromScore,
  validateRarityWeights,
} from './rarity/rarity.js';
export type {
  RarityConfig,
  RarityDistribution,
  RarityFeature,
  RarityThresholds,
  RarityWeights,
} from './rarity/rarity.js';
export { DEFAULT_RARITY_CONFIG, defaultRarityConfig } from './rarity/rarity-defaults.js';
export { summaries, systemSummary } from './galaxy/summary.js';
export { generateSystem } from './galaxy/system.js';
export { outlinedSummaries, systemOutline } from './galaxy/outline.js';
export type { SystemOutline } from './galaxy/outline.js';
export { indexFromHash } from './galaxy/galaxy.js';
export { HABITABLE_THRESHOLD } from './planets/habitability.js';
export { CLASS_TEMPERATURE } from './stars/spectral.js';
export { seededRandom } from './core/rng.js';
export {
  capacityOf,
  GROWTH_BASE,
  GROWTH_STABLE_VERSIONS,
  isGrowthStable,
} from './galaxy/galaxy-growth.js';
export {
  DEFAULT_GENERATION_PROFILE,
  defaultGenerationProfile,
  MAIN_SEQUENCE_CLASSES,
  STAR_KINDS,
  valueAt,
} from './profile/profile.js';
export type { GenerationProfile, MainSequenceClass, StarKind } from './profile/profile.js';
export { PARAMETERS, WEIGHT_GROUPS } from './profile/parameters.js';
export type { ParameterSpec, WeightGroup } from './profile/parameters.js';
export { parseGenerationProfile, parseGenerationProfileJson } from './profile/parse.js';
export type { ProfileParse } from './profile/parse.js';
export { canonicalProfileJson, profileDigest } from './profile/digest.js';
export { fitRarityToGalaxy, FIT_SAMPLE } from './galaxy/fit-rarity.js';
