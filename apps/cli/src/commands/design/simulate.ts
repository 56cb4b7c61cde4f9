import type { SimulateOptions } from '../../actions/design/simulate.js';
import { seedText, share, utcDay, wholeNumber } from '../../shell/arguments.js';
import { DEFAULT_ATTENDANCE } from '../../services/simulate-attendance.js';
import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';

/** A fixed Monday, so a run never depends on the day it is made and weekly goals start on day 1. */
const DEFAULT_START = '2026-01-05';

export const simulateCommand: CommandRegistration = (program, context) => {
  program
    .command('simulate')
    .description('Play the economy forward with simulated players on a throw-away copy.')
    .requiredOption('--players <n>', 'simulated players, 1 to 1,000', wholeNumber(1, 1000))
    .requiredOption('--days <d>', 'days to play, 1 to 365', wholeNumber(1, 365))
    .option(
      '--seed <text>',
      "seeds the days players miss (the draws follow the galaxy's seed)",
      seedText,
      '1',
    )
    .option(
      '--attendance <share>',
      'share of days each player plays, above 0 to 1',
      share,
      DEFAULT_ATTENDANCE,
    )
    .option(
      '--start <date>',
      'first simulated day, YYYY-MM-DD (a Monday: weeks line up)',
      utcDay,
      utcDay(DEFAULT_START),
    )
    .option(
      '--config <draft.json>',
      'a draft config (all keys or some): played beside the live config on the same seed',
    )
    .option('--json', 'print the report as JSON')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .addHelpText(
      'after',
      `
The database is copied (SQLite online backup) to a temp file; players register and are given a
strategy in turn: saver (never spends), buyer (buys the cooldown down when it can afford all of it),
upgrader (upgrades the telescope when it can), collector (names its Rare-or-better finds, buys a
foil finish for Epic and a holographic one for Legendary cards). Time starts at --start 00:00 UTC
and advances in 6 h steps; a player plays a day with the --attendance chance (drawn from --seed)
and then collects when the cooldown allows, claims goals and spends. Each collect takes the offer the
server draws (from the galaxy's seed, the player and the collect), so the same database, seed and
options repeat the run exactly. The report: currency in and out by reason, per day, and per
strategy (balances, collections, telescope levels, income by source per week, collects to the first
Rare/Epic/Legendary, achievements never earned) with the economy's goals checked. The copy is deleted
afterwards; the database itself never changes. With --config the same players play a second copy
whose config is the draft (checked as config apply checks it), and the report is the draft's
changes and each economy goal under the live config and the draft, side by side.

Examples:
  $ orrery simulate --players 30 --days 60
  $ orrery simulate --players 48 --days 120 --seed 2 --attendance 0.9
  $ orrery simulate --players 10 --days 14 --json > economy.json
  $ orrery simulate --players 30 --days 120 --config ./draft.json   # which goals the draft moves`,
    )
    .action(async (options: SimulateOptions) =>
      (await import('../../actions/design/simulate.js')).simulate(context, options),
    );
};
