import { seedGalaxy } from '@orrery/api/game/operations';
import { getGalaxy } from '@orrery/db/galaxy';
import { GalaxyExistsError } from '@orrery/db/seed';
import { profileDigest, type GeneratorVersion } from '@orrery/procgen';
import { readProfileFile } from '../../shell/generation-profile.js';
import { CliError } from '../../shell/cli-error.js';
import { finishSeedCommand, withDatabase } from '../../database/database.js';
import { formatCount, formatDuration } from '@orrery/format';
import { printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';
import { startProgress } from '../../shell/progress.js';
import type { DatabaseTarget } from '../../shell/database-target.js';

export interface SeedOptions {
  seed: string;
  size: number;
  generatorVersion: GeneratorVersion;
  force?: boolean;
  /** a generation profile's file */
  profile?: string;
  database: DatabaseTarget;
}

export async function seed({ io }: CliContext, options: SeedOptions): Promise<void> {
  const profile = options.profile ? readProfileFile('--profile', options.profile) : undefined;
  const started = io.clock();
  const progress = await startProgress(io, 'Seeding', options.size);
  const result = await withDatabase(
    options.database,
    async (db) => {
      try {
        const galaxy = {
          seed: options.seed,
          size: options.size,
          generatorVersion: options.generatorVersion,
          profile,
        };
        return await seedGalaxy(db, galaxy, new Date(), {
          force: options.force === true,
          onProgress: (done) => progress.update(done),
        });
      } catch (error) {
        if (!(error instanceof GalaxyExistsError)) throw error;
        const existing = await getGalaxy(db);
        if (existing && existing.status !== 'ready') {
          throw new CliError(
            `${options.database.shown} holds a partly seeded galaxy; finish it with \`${finishSeedCommand(existing)}\`, or pass --force to replace it.`,
          );
        }
        throw new CliError(
          `${options.database.shown} already holds a galaxy; pass --force to replace it (every discovery goes).`,
        );
      }
    },
    { create: true },
  );
  progress.finish();
  const resumed =
    result.startedAt > 0 ? ` (resumed at index ${formatCount(result.startedAt)})` : '';
  printLine(
    io,
    `Seeded galaxy "${options.seed}" (generator v${options.generatorVersion}${profile ? `, profile ${profileDigest(profile).slice(0, 12)}` : ''}): ${formatCount(options.size)} systems in ${formatDuration(io.clock() - started)}${resumed}.`,
  );
}
