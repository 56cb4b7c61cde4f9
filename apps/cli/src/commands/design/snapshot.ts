import type { Command } from 'commander';
import { InvalidArgumentError, Option } from 'commander';
import { formatCount } from '@orrery/format';
import { GENERATOR_VERSIONS } from '@orrery/procgen';
import type { CheckOptions, WriteOptions } from '../../actions/design/snapshot.js';
import { generatorVersion, seedText, wholeNumber } from '../../shell/arguments.js';
import type { CliContext, CommandRegistration } from '../../shell/program.js';
import { databaseOption, databaseUrlOption } from '../../shell/program.js';

import { DEFAULT_SIZE, MAX_SIZE } from '../../shell/arguments.js';

const DEFAULT_SAMPLE = 50;

/** `0,1,42`: system indices, each a whole number (the galaxy's size bounds them later). */
function indexList(text: string): number[] {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d+$/.test(part) || !Number.isSafeInteger(Number(part)))) {
    throw new InvalidArgumentError('expected system indices separated by commas, e.g. 0,1,42.');
  }
  return parts.map(Number);
}

const actions = () => import('../../actions/design/snapshot.js');

function writeCommand(snapshot: Command, context: CliContext) {
  snapshot
    .command('write')
    .description('Write one JSON file per system and a manifest that regenerates them.')
    .argument('<dir>', 'the snapshot directory: new, empty, or an earlier snapshot to replace')
    .option(
      '--seed <s>',
      "the galaxy's seed; without it, the database's galaxy (its seed, size, version and rarity)",
      seedText,
    )
    .addOption(
      new Option(
        '--size <n>',
        `number of systems, with --seed (default ${formatCount(DEFAULT_SIZE)})`,
      ).argParser(wholeNumber(1, MAX_SIZE)),
    )
    .addOption(
      new Option(
        '--generator-version <n>',
        `with --seed: ${GENERATOR_VERSIONS.join(' or ')} (default: the newest)`,
      ).argParser(generatorVersion),
    )
    .option(
      '--profile <p.json>',
      'with --seed: the generation profile (see `orrery generation show`); rarity refitted to it',
    )
    .addOption(
      new Option('--indices <list>', 'the systems to keep, e.g. 0,1,42')
        .argParser(indexList)
        .conflicts('sample'),
    )
    .addOption(
      new Option('--sample <n>', 'keep n systems spread evenly over the galaxy, index 0 first')
        .argParser(wholeNumber(1, MAX_SIZE))
        .default(DEFAULT_SAMPLE),
    )
    .addOption(databaseOption(context.env))
    .addOption(databaseUrlOption())
    .option('--json', 'print the manifest as JSON')
    .addHelpText(
      'after',
      `
Files are system-<index>.json with their keys sorted, and manifest.json (seed, size, generator
version, rarity, profile and its digest, the generator package's version, the indices): \`snapshot
check\` regenerates from the manifest alone, without a database. With --seed no database is read;
without it the database's galaxy is snapshot (its systems as generated, without discoveries).

Examples:
  $ orrery snapshot write test/systems --seed ci --size 10000 --sample 200
  $ orrery snapshot write test/systems --seed ci --indices 0,1,42
  $ orrery snapshot write test/dwarfs --seed ci --profile ./more-m-dwarfs.json
  $ orrery snapshot write ./before --db ./data/orrery.db     the galaxy the server serves`,
    )
    .action(async (dir: string, options: WriteOptions) =>
      (await actions()).snapshotWrite(context, dir, options),
    );
}

function checkCommand(snapshot: Command, context: CliContext) {
  snapshot
    .command('check')
    .description("Regenerate a snapshot's systems and list every field that differs.")
    .argument('<dir>', 'a directory written by `orrery snapshot write`')
    .option('--json', 'print the differences as JSON')
    .option('--update', 'rewrite the files that differ to what the generator makes now')
    .addHelpText(
      'after',
      `
Differences are grouped by system, one line per field: its path, the snapshot's value and the
regenerated one. Exit status: 0 every system matches (or --update rewrote them), 1 some differ,
2 the directory or its manifest cannot be used.

Examples:
  $ orrery snapshot check test/systems
  $ orrery snapshot check test/systems --json > differences.json
  $ orrery snapshot check test/systems --update     after a change that was meant`,
    )
    .action(async (dir: string, options: CheckOptions) =>
      (await actions()).snapshotCheck(context, dir, options),
    );
}

export const snapshotCommand: CommandRegistration = (program, context) => {
  const snapshot = program
    .command('snapshot')
    .description(`Snapshot generated systems to files and check the generator against them.`);
  writeCommand(snapshot, context);
  checkCommand(snapshot, context);
  snapshot.addHelpText(
    'after',
    `
Example, in CI:
  $ orrery snapshot check test/systems || exit 1`,
  );
};
