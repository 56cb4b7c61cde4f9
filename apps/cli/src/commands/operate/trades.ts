import { nonEmpty } from '../../shell/arguments.js';
import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

const actions = () => import('../../actions/operate/trades.js');

/** The operator's view of trades between societies, and the reversal of an accepted one. */
export const tradesCommand: CommandRegistration = (program, context) => {
  const trades = program
    .command('trades')
    .description('Operator view of trades between societies: list, show, reverse.')
    .addHelpText(
      'after',
      `
Examples:
  $ orrery trades list --society Vega
  $ orrery trades show 42
  $ orrery trades reverse 42 --reason "stolen account"`,
    );
  trades
    .command('list')
    .description('Every trade (or one society’s), newest first, with its state.')
    .option('--society <name>', 'only the trades this society sent or received')
    .option('--json', 'print the trades as JSON')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .action(async (options: DatabaseOptions & { society?: string; json?: boolean }) =>
      (await actions()).tradesList(context, options),
    );
  trades
    .command('show')
    .description('One trade: both sides, Ϟ, message, state and times.')
    .argument('<id>', "the trade's id", nonEmpty)
    .option('--json', 'print the trade as JSON')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .action(async (id: string, options: DatabaseOptions & { json?: boolean }) =>
      (await actions()).tradesShow(context, id, options),
    );
  trades
    .command('reverse')
    .description(
      'Undo an accepted trade in one transaction (ledgered, both sides mailed), while everything in it is still held where it went.',
    )
    .argument('<id>', "the trade's id", nonEmpty)
    .requiredOption('--reason <text>', 'why, as both societies will read it')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .action(async (id: string, options: DatabaseOptions & { reason: string }) =>
      (await actions()).tradesReverse(context, id, options),
    );
};
