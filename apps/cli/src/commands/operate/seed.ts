import { Option } from 'commander';
import type { SeedOptions } from '../../actions/operate/seed.js';
import { GENERATOR_VERSION, GENERATOR_VERSIONS } from '@orrery/procgen';
import {
  DEFAULT_SIZE,
  generatorVersion,
  MAX_SIZE,
  seedText,
  wholeNumber,
} from '../../shell/arguments.js';
import { formatCount } from '@orrery/format';
import type { CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';

export const seedCommand: CommandRegistration = (program, context) => {
  program
    .command('seed')
    .description('Create the galaxy: generate every system and store its summary.')
    .requiredOption('--seed <s>', 'galaxy seed: 1 to 64 printable ASCII characters', seedText)
    .addOption(
      new Option('--size <n>', `number of systems, 1 to ${formatCount(MAX_SIZE)}`)
        .argParser(wholeNumber(1, MAX_SIZE))
        .default(DEFAULT_SIZE, formatCount(DEFAULT_SIZE)),
    )
    .addOption(
      new Option(
        '--generator-version <n>',
        `the generator version the galaxy keeps for good: ${GENERATOR_VERSIONS.join(' or ')}`,
      )
        .argParser(generatorVersion)
        .default(
          GENERATOR_VERSION,
          `${GENERATOR_VERSION}; 3 is ${GENERATOR_VERSION} that can grow in place`,
        ),
    )
    .option(
      '--profile <p.json>',
      'generation profile: the generator inputs it changes (see `orrery generation show`)',
    )
    .option('--force', 'replace an existing galaxy (its systems and every discovery go)')
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .addHelpText(
      'after',
      `
Refuses when the database already holds a galaxy, unless --force. An interrupted seed resumes when
run again with the same --seed, --size, --generator-version and --profile. Same seed, size, version
and profile, same galaxy, on any machine; the galaxy keeps its generator version when newer builds
add versions. --profile pins the galaxy to a generation profile (stored with it; its digest shows in
\`orrery stats\`) and refits the rarity thresholds to the profile's own scores.

Examples:
  $ orrery seed --seed andromeda --size 10000
  $ orrery seed --seed andromeda --size 100000 --force --db ./data/staging.db
  $ orrery seed --seed andromeda --generator-version 1
  $ orrery seed --seed andromeda --profile ./more-m-dwarfs.json`,
    )
    .action(async (options: SeedOptions) =>
      (await import('../../actions/operate/seed.js')).seed(context, options),
    );
};
