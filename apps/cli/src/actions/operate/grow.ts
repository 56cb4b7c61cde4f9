import { growGalaxy, GrowthRefusedError, startGrowth } from '@orrery/api/game/operations';
import { getGalaxy } from '@orrery/db/galaxy';
import { formatCount, formatDuration } from '@orrery/format';
import { withDatabase } from '../../database/database.js';
import { CliError } from '../../shell/cli-error.js';
import type { DatabaseTarget } from '../../shell/database-target.js';
import { printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';
import { startProgress } from '../../shell/progress.js';

export interface GrowOptions {
  to?: number;
  by?: number;
  database: DatabaseTarget;
}

export async function grow({ io }: CliContext, options: GrowOptions): Promise<void> {
  if (options.to === undefined && options.by === undefined) {
    throw new CliError('Say how far to grow: --to <size> or --by <n>.');
  }
  const started = io.clock();
  const { from, to, resumedAt } = await withDatabase(options.database, async (db) => {
    const galaxy = await getGalaxy(db);
    if (galaxy?.status !== 'ready') {
      throw new CliError(`${options.database.shown} holds no ready galaxy to grow.`);
    }
    // --by counts from today's size; a killed growth resumes with its --to.
    const target = options.to ?? galaxy.size + (options.by as number);
    try {
      const growth = await startGrowth(db, target, new Date());
      const progress = await startProgress(io, 'Growing', growth.to_size - growth.from_size);
      const result = await growGalaxy(db, growth.to_size, new Date(), {
        onProgress: (done) => progress.update(done - growth.from_size),
      });
      progress.finish();
      return { from: growth.from_size, to: growth.to_size, resumedAt: result.resumedAt };
    } catch (error) {
      if (error instanceof GrowthRefusedError) throw new CliError(error.message);
      throw error;
    }
  });
  const resumed = resumedAt > from ? ` (resumed at ${formatCount(resumedAt)})` : '';
  printLine(
    io,
    `Grew the galaxy from ${formatCount(from)} to ${formatCount(to)} systems in ${formatDuration(io.clock() - started)}${resumed}.`,
  );
}
