import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

export const inspectCommand: CommandRegistration = (program, context) => {
  program
    .command('inspect')
    .description('One system as a tree: stars, planets, moons, key values with units, rarity.')
    .argument('<hash|index>', "the system's hash, or its index in the galaxy (0 .. size-1)")
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .option(
      '--json',
      'print exactly the full system the server serves (.../solarsystem/{hash}/full)',
    )
    .addHelpText(
      'after',
      `
The tree shows every generated value, discovered or not; --json is the server's answer, so an
undiscovered system keeps its hidden values out, as players see it.

Examples:
  $ orrery inspect 42
  $ orrery inspect 42 --json > system-42.json`,
    )
    .action(async (key: string, options: DatabaseOptions & { json?: boolean }) =>
      (await import('../../actions/design/inspect.js')).inspect(context, key, options),
    );
};
