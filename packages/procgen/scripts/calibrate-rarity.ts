/**
 * Calibrates a generator version's default rarity thresholds: scores a large sample of one fixed
 * galaxy with the default weights and prints the thresholds that split it 60/25/10/4/1. Paste the
 * output into src/rarity-defaults.ts.
 *
 *   npm run calibrate -w @orrery/procgen [-- <version> <seed> <count>]
 */
import {
  calibrateThresholds,
  DEFAULT_RARITY_CONFIG,
  DEFAULT_RARITY_TARGET,
  GENERATOR_VERSION,
  isGeneratorVersion,
  rarityFromScore,
  summaries,
} from '../src/index.js';
import type { Rarity } from '../src/index.js';

const [versionText = String(GENERATOR_VERSION), seed = 'calibration', countText = '200000'] =
  process.argv.slice(2);
const generatorVersion = Number(versionText);
if (!isGeneratorVersion(generatorVersion)) throw new Error(`Unknown version ${versionText}`);
const count = Number(countText);
const scores = new Float64Array(count);
let i = 0;
for (const summary of summaries({ seed, size: count, generatorVersion }))
  scores[i++] = summary.rarityScore;

const thresholds = calibrateThresholds(scores, DEFAULT_RARITY_TARGET);
const shares: Record<Rarity, number> = { COMMON: 0, UNCOMMON: 0, RARE: 0, EPIC: 0, LEGENDARY: 0 };
for (const score of scores) shares[rarityFromScore(score, thresholds)] += 100 / count;
console.log(`weights: ${JSON.stringify(DEFAULT_RARITY_CONFIG.weights)}`);
console.log(
  `thresholds (version ${generatorVersion}, ${count} systems of seed "${seed}"): ${JSON.stringify(thresholds)}`,
);
console.log(
  `shares: ${Object.entries(shares)
    .map(([tier, share]) => `${tier} ${share.toFixed(2)}%`)
    .join(', ')}`,
);
