import { Option } from 'commander';
import type { GrowOptions } from '../../actions/operate/grow.js';
import { wholeNumber } from '../../shell/arguments.js';
import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';

/** Whole numbers up to the widest generator's capacity; the action checks the galaxy's own. */
const ANY_SIZE = wholeNumber(1, Number.MAX_SAFE_INTEGER);

export const growCommand: CommandRegistration = (program, context) => {
  program
    .command('grow')
    .description('Add systems to the live galaxy, exactly those a bigger seed would have.')
    .addOption(
      new Option('--to <size>', 'the size to grow the galaxy to')
        .argParser(ANY_SIZE)
        .conflicts('by'),
    )
    .addOption(new Option('--by <n>', 'the number of systems to add').argParser(ANY_SIZE))
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .addHelpText(
      'after',
      `
Only galaxies of a growth-stable generator version (3) grow: their existing systems keep their
positions, names and details, and the new ones are those a fresh seed of the bigger size has. The
game keeps serving: systems go in small transactions, each raising the galaxy's size, and servers
reload the map, reach and search for it. A growth killed midway resumes with the same --to; one
growth runs at a time.

Examples:
  $ orrery grow --to 2000000
  $ orrery grow --by 500000 --database-url postgres://orrery@db/orrery`,
    )
    .action(async (options: GrowOptions) =>
      (await import('../../actions/operate/grow.js')).grow(context, options),
    );
};
