import { loadGameConfig } from '@orrery/api/game/core';
import { applyRebalance, planRebalance } from '@orrery/api/game/tuning';
import { RARITY_FEATURES, validateRarityWeights } from '@orrery/procgen';
import type { RarityDistribution, RarityWeights } from '@orrery/procgen';
import { CliError } from '../../shell/cli-error.js';
import { requireGalaxy, withDatabase } from '../../database/database.js';
import { printJson } from '../../shell/io.js';
import { readJsonFile } from '../../shell/json-file.js';
import { printViewOf } from '../../shell/print-view.js';
import type { CliContext } from '../../shell/program.js';
import type { DatabaseTarget } from '../../shell/database-target.js';

/**
 * A weights file: a JSON object naming some of the score's features with new weights; the features
 * it leaves out keep theirs. procgen's own check refuses unknown features and weights that are not
 * numbers ≥ 0; every refusal names the option and the file.
 */
function readWeights(file: string, current: RarityWeights): RarityWeights {
  const parsed = readJsonFile('--weights', file);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new CliError(`--weights ${file}: expected a JSON object of feature weights.`);
  }
  const weights = { ...current, ...(parsed as RarityWeights) };
  try {
    validateRarityWeights(weights);
  } catch (error) {
    throw new CliError(
      `--weights ${file}: ${(error as Error).message}; the features are ${RARITY_FEATURES.join(', ')}.`,
    );
  }
  return weights;
}

export interface RebalanceOptions {
  target: RarityDistribution;
  weights?: string;
  dryRun?: boolean;
  note?: string;
  json?: boolean;
  database: DatabaseTarget;
}

export async function rebalance({ io }: CliContext, options: RebalanceOptions): Promise<void> {
  const plan = await withDatabase(options.database, async (db) => {
    await requireGalaxy(db);
    const current = (await loadGameConfig(db)).rarity;
    const weights = options.weights ? readWeights(options.weights, current.weights) : undefined;
    const plan = await planRebalance(db, options.target, weights);
    if (!options.dryRun) await applyRebalance(db, plan, { now: new Date(), note: options.note });
    return plan;
  });
  if (options.json) {
    const { changes, ...summary } = plan;
    printJson(io, { ...summary, changed: changes.length, dryRun: options.dryRun === true });
  } else {
    await printViewOf(
      io,
      () => import('../../views/rebalance-view.js'),
      ({ RebalanceView }) => <RebalanceView plan={plan} dryRun={options.dryRun === true} />,
    );
  }
}
