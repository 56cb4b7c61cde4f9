import { Option } from 'commander';
import { formatCount } from '@orrery/format';
import { wholeNumber } from '../../shell/arguments.js';
import type { DatabaseOptions } from '../../shell/database-target.js';
import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';

const actions = () => import('../../actions/design/generation.js');

const DEFAULT_SAMPLE = 20_000;
const MAX_SAMPLE = 1_000_000;

/** The designer's view of the generator's inputs: every parameter, and a profile's effect. */
export const generationCommand: CommandRegistration = (program, context) => {
  const generation = program
    .command('generation')
    .description("The generator's inputs (generation profiles): list them, preview a profile.")
    .addHelpText(
      'after',
      `
A generation profile is a JSON file naming the parameters it changes, e.g.
  { "mainSequenceClasses": { "M": 86.45, "K": 2.1 }, "galaxy": { "arms": 2 } }
Unnamed parameters keep their defaults. \`orrery seed --profile p.json\` seeds a galaxy with it.

Examples:
  $ orrery generation show
  $ orrery generation preview --profile ./more-m-dwarfs.json
  $ orrery generation preview --profile ./more-m-dwarfs.json --sample 50000 --json`,
    );
  generation
    .command('show')
    .description('Every parameter with its default, bounds, unit, meaning and source.')
    .option('--json', 'print the parameters and the weight groups as JSON')
    .action(async (options: { json?: boolean }) =>
      (await actions()).generationShow(context, options),
    );
  generation
    .command('preview')
    .description(
      "A profile's distributions beside the galaxy's current ones, over the same sample of systems.",
    )
    .requiredOption('--profile <p.json>', 'the generation profile to preview')
    .addOption(
      new Option(
        '--sample <n>',
        `systems to generate per profile, 100 to ${formatCount(MAX_SAMPLE)}`,
      )
        .argParser(wholeNumber(100, MAX_SAMPLE))
        .default(DEFAULT_SAMPLE, formatCount(DEFAULT_SAMPLE)),
    )
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .option('--json', 'print both distributions as JSON')
    .action(
      async (options: DatabaseOptions & { profile: string; sample: number; json?: boolean }) =>
        (await actions()).generationPreview(context, options),
    );
};
