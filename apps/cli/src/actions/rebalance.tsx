import { readFileSync } from 'node:fs';
import { loadGameConfig } from '@orrery/api/game';
import { setGalaxyConfig } from '@orrery/db';
import type { Db } from '@orrery/db';
import { RARITY_FEATURES, validateRarityWeights } from '@orrery/procgen';
import type { RarityConfig, RarityDistribution, RarityWeights } from '@orrery/procgen';
import { CliError } from '../cli-error.js';
import { requireGalaxy, withDatabase } from '../database.js';
import { printJson } from '../io.js';
import { printView } from '../render-view.js';
import type { CliContext } from '../program.js';
import { applyRebalance, planRebalance } from '../services/rebalance-rarity.js';
import { RebalanceView } from '../views/rebalance-view.js';

/**
 * A weights file: a JSON object naming some of the score's features with new weights; the features
 * it leaves out keep theirs. procgen's own check refuses unknown features and non-finite weights.
 */
function readWeights(file: string, current: RarityWeights): RarityWeights {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CliError(`Cannot read weights from ${file}: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new CliError(`${file} must hold a JSON object of feature weights.`);
  }
  const weights = { ...current, ...(parsed as RarityWeights) };
  try {
    validateRarityWeights(weights);
  } catch (error) {
    throw new CliError(
      `${(error as Error).message} in ${file}; the features are ${RARITY_FEATURES.join(', ')}.`,
    );
  }
  return weights;
}

/** Stores the rarity config inside the galaxy's stored game config, keeping everything else. */
async function storeRarity(trx: Db, rarity: RarityConfig): Promise<void> {
  const galaxy = await requireGalaxy(trx);
  const stored = JSON.parse(galaxy.config) as Record<string, unknown>;
  await setGalaxyConfig(trx, JSON.stringify({ ...stored, rarity }));
}

export interface RebalanceOptions {
  target: RarityDistribution;
  weights?: string;
  dryRun?: boolean;
  json?: boolean;
  db: string;
}

export async function rebalance({ io }: CliContext, options: RebalanceOptions): Promise<void> {
  const plan = await withDatabase(options.db, async (db) => {
    const galaxy = await requireGalaxy(db);
    const current = (await loadGameConfig(db)).rarity;
    const weights = options.weights ? readWeights(options.weights, current.weights) : undefined;
    const params = { seed: galaxy.seed, size: galaxy.size };
    const plan = await planRebalance(db, params, current, options.target, weights);
    if (!options.dryRun) await applyRebalance(db, plan, storeRarity);
    return plan;
  });
  if (options.json) {
    const { changes, ...summary } = plan;
    printJson(io, { ...summary, changed: changes.length, dryRun: options.dryRun === true });
  } else {
    printView(io, <RebalanceView plan={plan} dryRun={options.dryRun === true} />);
  }
}
