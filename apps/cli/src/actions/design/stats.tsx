import { galaxyStats } from '@orrery/api/game/operations';
import { requireGalaxy, withDatabase } from '../../database/database.js';
import { printJson } from '../../shell/io.js';
import { printViewOf } from '../../shell/print-view.js';
import type { CliContext } from '../../shell/program.js';
import { startProgress } from '../../shell/progress.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

export async function stats({ io }: CliContext, options: DatabaseOptions & { json?: boolean }) {
  const figures = await withDatabase(options.database, async (db) => {
    const galaxy = await requireGalaxy(db);
    // Counting star and planet types regenerates every system: worth a bar on a terminal.
    const progress = io.pretty ? await startProgress(io, 'Counting', galaxy.size) : undefined;
    const figures = await galaxyStats(db, galaxy, (done) => progress?.update(done));
    progress?.finish();
    return figures;
  });
  if (options.json) printJson(io, figures);
  else {
    await printViewOf(
      io,
      () => import('../../views/stats-view.js'),
      ({ StatsView }) => <StatsView stats={figures} />,
    );
  }
}
