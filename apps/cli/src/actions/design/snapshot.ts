import { galaxyParamsOf, loadGameConfig } from '@orrery/api/game/core';
import { formatCount } from '@orrery/format';
import { defaultRarityConfig, fitRarityToGalaxy, GENERATOR_VERSION } from '@orrery/procgen';
import type { RarityConfig } from '@orrery/procgen';
import {
  checkSnapshots,
  formatDifferences,
  reportSummary,
  sampleIndices,
  SnapshotDirectoryError,
  writeSnapshots,
} from '@orrery/procgen/testing';
import type { SnapshotReport, SnapshotSource } from '@orrery/procgen/testing';
import { CliError, USAGE_EXIT_CODE } from '../../shell/cli-error.js';
import { DEFAULT_SIZE } from '../../shell/arguments.js';
import { requireGalaxy, withDatabase } from '../../database/database.js';
import type { DatabaseOptions } from '../../shell/database-target.js';
import type { GeneratorVersion } from '@orrery/procgen';
import { readProfileFile } from '../../shell/generation-profile.js';
import { printJson, printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';

export interface WriteOptions extends DatabaseOptions {
  seed?: string;
  size?: number;
  generatorVersion?: GeneratorVersion;
  profile?: string;
  indices?: number[];
  /** Ignored when --indices is given. */
  sample: number;
  json?: boolean;
}

export interface CheckOptions {
  json?: boolean;
  update?: boolean;
}

/** A snapshot directory's problem is the user's argument's: a usage error naming the path. */
function directoryWork<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SnapshotDirectoryError) throw new CliError(error.message, USAGE_EXIT_CODE);
    throw error;
  }
}

const sameRarity = (a: RarityConfig, b: RarityConfig) => JSON.stringify(a) === JSON.stringify(b);

/** The database's galaxy as a snapshot source: its rarity only when a rebalance changed it. */
async function databaseSource(options: WriteOptions): Promise<SnapshotSource> {
  return withDatabase(options.database, async (db) => {
    const params = galaxyParamsOf(await requireGalaxy(db));
    const { rarity } = await loadGameConfig(db);
    const isDefault = sameRarity(rarity, defaultRarityConfig(params.generatorVersion));
    return { ...params, rarity: isDefault ? null : rarity, profile: params.profile ?? null };
  });
}

/**
 * The galaxy --seed, --size, --generator-version and --profile name, as `orrery seed` would make
 * it: with a profile, its rarity thresholds refitted to the profile's own scores.
 */
function seedSource(options: WriteOptions): SnapshotSource {
  if (options.seed === undefined) {
    const flag = (['size', 'generatorVersion', 'profile'] as const).find(
      (key) => options[key] !== undefined,
    );
    throw new CliError(
      `--${flag === 'generatorVersion' ? 'generator-version' : flag} goes with --seed (without it the database's galaxy is used).`,
      USAGE_EXIT_CODE,
    );
  }
  const galaxy = {
    seed: options.seed,
    size: options.size ?? DEFAULT_SIZE,
    generatorVersion: options.generatorVersion ?? GENERATOR_VERSION,
  };
  if (options.profile === undefined) return { ...galaxy, rarity: null, profile: null };
  const profile = readProfileFile('--profile', options.profile);
  const rarity = fitRarityToGalaxy(
    { ...galaxy, profile },
    defaultRarityConfig(galaxy.generatorVersion),
  );
  return { ...galaxy, rarity, profile };
}

function indicesOf(options: WriteOptions, size: number): number[] {
  if (!options.indices) return sampleIndices(size, options.sample);
  const outside = options.indices.find((index) => index >= size);
  if (outside !== undefined) {
    throw new CliError(
      `--indices: ${outside} is outside the galaxy (0 to ${formatCount(size - 1)}).`,
      USAGE_EXIT_CODE,
    );
  }
  return options.indices;
}

export async function snapshotWrite({ io }: CliContext, dir: string, options: WriteOptions) {
  const fromSeed =
    options.seed !== undefined ||
    options.size !== undefined ||
    options.generatorVersion !== undefined ||
    options.profile !== undefined;
  const source = fromSeed ? seedSource(options) : await databaseSource(options);
  const indices = indicesOf(options, source.size);
  const manifest = directoryWork(() => writeSnapshots(dir, source, indices));
  if (options.json) return printJson(io, manifest);
  printLine(
    io,
    `Wrote ${formatCount(manifest.indices.length)} systems of galaxy "${manifest.seed}" (size ${formatCount(manifest.size)}, generator version ${manifest.generatorVersion}) to ${dir}.`,
  );
}

/** The report for --json: the manifest it was checked against, and every differing field. */
function reportJson(report: SnapshotReport) {
  const { directory, manifest, checked, differing, updated } = report;
  return { directory, manifest, checked, differing: differing.length, updated, systems: differing };
}

export function snapshotCheck({ io }: CliContext, dir: string, options: CheckOptions) {
  const report = directoryWork(() => checkSnapshots(dir, { update: options.update }));
  if (options.json) printJson(io, reportJson(report));
  else io.stdout.write(formatDifferences(report));
  const summary = reportSummary(report);
  if (report.differing.length > 0 && !report.updated) throw new CliError(summary);
  if (!options.json) printLine(io, summary);
}
