import { requireGalaxy, withDatabase } from '../database.js';
import { printJson } from '../io.js';
import { printView } from '../render-view.js';
import type { CliContext } from '../program.js';
import { galaxyStats } from '../services/galaxy-stats.js';
import { StatsView } from '../views/stats-view.js';

export async function stats({ io }: CliContext, options: { db: string; json?: boolean }) {
  const figures = await withDatabase(options.db, async (db) =>
    galaxyStats(db, await requireGalaxy(db)),
  );
  if (options.json) printJson(io, figures);
  else printView(io, <StatsView stats={figures} />);
}
