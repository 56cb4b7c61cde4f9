import { nonEmpty } from '../../shell/arguments.js';
import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

const actions = () => import('../../actions/operate/names.js');

/** The operator's path for public system names: review, rename (same rules, free) or clear. */
export const namesCommand: CommandRegistration = (program, context) => {
  const names = program
    .command('names')
    .description('Operator review of public system names: list, rename, clear.')
    .addHelpText(
      'after',
      `
Examples:
  $ orrery names list
  $ orrery names rename nj50e97a "Quiet Harbour"
  $ orrery names clear nj50e97a`,
    );
  names
    .command('list')
    .description('Every public name, newest first, with its system and player.')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .option('--json', 'print the names as JSON')
    .action(async (options: DatabaseOptions & { json?: boolean }) =>
      (await actions()).namesList(context, options),
    );
  names
    .command('rename')
    .description("Replace a system's public name (the naming rules apply; nobody is charged).")
    .argument('<hash>', "the system's hash", nonEmpty)
    .argument('<name>', 'the new public name', nonEmpty)
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .action(async (hash: string, name: string, options: DatabaseOptions) =>
      (await actions()).namesSet(context, hash, name, options),
    );
  names
    .command('clear')
    .description("Remove a system's public name (e.g. after a report); nothing is refunded.")
    .argument('<hash>', "the system's hash", nonEmpty)
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .action(async (hash: string, options: DatabaseOptions) =>
      (await actions()).namesSet(context, hash, null, options),
    );
};
