import { RARITIES } from '@orrery/domain';
import { Option } from 'commander';
import { DEFAULT_RARITY_TARGET } from '@orrery/procgen';
import type { RebalanceOptions } from '../../actions/design/rebalance.js';
import { rarityTarget } from '../../shell/arguments.js';
import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';

/** The default target as it is typed: `60,25,10,4,1`. */
const DEFAULT_TARGET_TEXT = RARITIES.map((tier) => DEFAULT_RARITY_TARGET[tier]).join(',');

export const rebalanceCommand: CommandRegistration = (program, context) => {
  program
    .command('rebalance')
    .description('Recalibrate rarity thresholds (and optionally weights) to a target distribution.')
    .addOption(
      new Option(
        '--target <shares>',
        'percent per tier COMMON,UNCOMMON,RARE,EPIC,LEGENDARY; must add up to 100',
      )
        .argParser(rarityTarget)
        .default(DEFAULT_RARITY_TARGET, DEFAULT_TARGET_TEXT),
    )
    .option('--weights <file.json>', "JSON object of new weights for the score's features")
    .option('--dry-run', 'show the before/after table without storing anything')
    .option('--note <text>', 'why: kept with the change in orrery config history')
    .option('--json', 'print the plan (target, counts before/after, configs) as JSON')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .addHelpText(
      'after',
      `
Without --dry-run the new rarity config and every system's rarity (and score, with new weights) are
stored in one transaction.

Examples:
  $ orrery rebalance --dry-run
  $ orrery rebalance --target 50,30,12,6,2
  $ orrery rebalance --weights ./weights.json --dry-run`,
    )
    .action(async (options: RebalanceOptions) =>
      (await import('../../actions/design/rebalance.js')).rebalance(context, options),
    );
};
