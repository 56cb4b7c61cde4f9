import type { SimulateOptions } from '../actions/simulate.js';
import { wholeNumber } from '../arguments.js';
import type { CommandRegistration } from '../program.js';
import { databaseOption, databaseUrlOption } from '../program.js';

export const simulateCommand: CommandRegistration = (program, context) => {
  program
    .command('simulate')
    .description('Play the economy forward with simulated players on a throw-away copy.')
    .requiredOption('--players <n>', 'simulated players, 1 to 1,000', wholeNumber(1, 1000))
    .requiredOption('--days <d>', 'days to play, 1 to 365', wholeNumber(1, 365))
    .option('--json', 'print the report as JSON')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .addHelpText(
      'after',
      `
The database is copied (SQLite online backup) to a temp file; players register, collect when the
cooldown allows, and spend by strategy in turn: saver (never spends), buyer (buys the cooldown down
when it can afford all of it), upgrader (upgrades the telescope when it can). Time starts at
today's 00:00 UTC and advances in 6 h steps. Each collect takes the offer the server draws (from the
galaxy's seed, the player and the collect), so the same database repeats the run exactly.
The report: currency in and out by reason, collections and achievements per day, telescope levels
reached. The copy is deleted afterwards; the database itself never changes.

Examples:
  $ orrery simulate --players 30 --days 60
  $ orrery simulate --players 10 --days 14 --json > economy.json`,
    )
    .action(async (options: SimulateOptions) =>
      (await import('../actions/simulate.js')).simulate(context, options),
    );
};
