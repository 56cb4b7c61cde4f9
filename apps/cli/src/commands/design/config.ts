import type { Command } from 'commander';
import type { CliContext, CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';
import { nonEmpty } from '../../shell/arguments.js';

const actions = () => import('../../actions/design/config.js');

/** --note and --dry-run, for the commands that change the config. */
function changeOptions(command: Command): Command {
  return command
    .option('--note <text>', 'why: kept with the change in `orrery config history`', nonEmpty)
    .option('--dry-run', 'print what would change, and store nothing')
    .option('--json', 'print the change as JSON');
}

function withDatabase(command: Command, context: CliContext): Command {
  return command.addOption(databaseOption(context.env)).addOption(databaseUrlOption());
}

export const configCommand: CommandRegistration = (program, context) => {
  const config = program
    .command('config')
    .description("Show, change and audit the galaxy's game config (rewards, prices, telescope…).");

  withDatabase(
    config
      .command('show')
      .description('Every key with its value, default, unit and meaning.')
      .option('--json', 'print the keys and the whole config as JSON'),
    context,
  )
    .addHelpText('after', '\nExamples:\n  $ orrery config show\n  $ orrery config show --json')
    .action(async (options) => (await actions()).configShow(context, options));

  withDatabase(
    changeOptions(
      config
        .command('set')
        .description('Change keys: key=value …, checked by the config schema, stored in one go.')
        .argument('<key=value...>', 'a key (or a path in one, collectionRewards.EPIC) and value'),
    ),
    context,
  )
    .addHelpText(
      'after',
      `
Values are read by the key's type: numbers and null as they are, lists and records as JSON.
Every change is checked before anything is stored: one bad value refuses them all (exit 2).
Running servers pick the change up within a second, without a restart.

Examples:
  $ orrery config set buydownCostPerHour=80 --note "Cheaper hours for the winter event"
  $ orrery config set collectionRewards.EPIC=450 telescope.baseRangeLy=12000 --dry-run
  $ orrery config set targetedScanCost=null`,
    )
    .action(async (assignments: string[], options) =>
      (await actions()).configSet(context, assignments, options),
    );

  withDatabase(
    config
      .command('diff')
      .description('Compare a config file (all keys or some) with the live config.')
      .argument('<file>', 'a JSON object of config keys, as `config show --json` prints .config')
      .option('--json', 'print the differences as JSON'),
    context,
  )
    .addHelpText('after', '\nExample:\n  $ orrery config diff ./winter.json')
    .action(async (file: string, options) => (await actions()).configDiff(context, file, options));

  withDatabase(
    changeOptions(
      config
        .command('apply')
        .description('Apply a config file (all keys or some) to the live config, in one go.')
        .argument('<file>', 'a JSON object of config keys; the keys it leaves out stay'),
    ),
    context,
  )
    .addHelpText(
      'after',
      `
Examples:
  $ orrery config show --json | jq .config > draft.json   # edit draft.json, then:
  $ orrery config apply ./draft.json --dry-run
  $ orrery config apply ./draft.json --note "Winter balance"`,
    )
    .action(async (file: string, options) => (await actions()).configApply(context, file, options));

  withDatabase(
    config
      .command('history')
      .description('Every stored change of the config, newest first: when, what, why.')
      .option('--json', 'print the changes as JSON'),
    context,
  )
    .addHelpText('after', '\nExample:\n  $ orrery config history')
    .action(async (options) => (await actions()).configHistory(context, options));
};
