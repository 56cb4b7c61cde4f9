import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

export const statsCommand: CommandRegistration = (program, context) => {
  program
    .command('stats')
    .description(
      'Counts, discovered share, and the rarity, card, star and planet type distributions.',
    )
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .option('--json', 'print the figures as JSON (systems, discovered, rarity, starTypes, ...)')
    .addHelpText('after', '\nExamples:\n  $ orrery stats\n  $ orrery stats --json > stats.json')
    .action(async (options: DatabaseOptions & { json?: boolean }) =>
      (await import('../../actions/design/stats.js')).stats(context, options),
    );
};
