import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

export const resetCommand: CommandRegistration = (program, context) => {
  program
    .command('reset')
    .description('Remove the galaxy and every discovery; players and their ledgers stay.')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .option('--all', 'also remove every player with their ledger, achievements and preferences')
    .option('-y, --yes', 'do not ask for confirmation (required without a terminal)')
    .addHelpText(
      'after',
      `
Asks for confirmation on a terminal; without one it refuses unless --yes.

Examples:
  $ orrery reset
  $ orrery reset --yes --db ./data/staging.db
  $ orrery reset --all --yes`,
    )
    .action(async (options: DatabaseOptions & { all?: boolean; yes?: boolean }) =>
      (await import('../../actions/operate/reset.js')).reset(context, options),
    );
};
