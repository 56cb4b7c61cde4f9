import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupDatabase } from '@orrery/db';
import { requireGalaxy, withDatabase } from '../database.js';
import { printJson } from '../io.js';
import { printView } from '../render-view.js';
import type { CliContext } from '../program.js';
import { startProgress } from '../progress.js';
import { simulateEconomy } from '../services/simulate-economy.js';
import { SimulationView } from '../views/simulation-view.js';

export interface SimulateOptions {
  players: number;
  days: number;
  seed: number;
  json?: boolean;
  db: string;
}

/** Runs start at midnight UTC, so calendar-day rules (streaks) see the same days on every run. */
function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export async function simulate({ io }: CliContext, options: SimulateOptions): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-simulate-'));
  const copy = join(dir, 'copy.db');
  try {
    await withDatabase(options.db, async (db) => {
      await requireGalaxy(db);
      await backupDatabase(db, copy);
    });
    const progress = startProgress(io, 'Simulating', options.days, 'days');
    const report = await withDatabase(copy, (db) =>
      simulateEconomy(db, {
        players: options.players,
        days: options.days,
        seed: options.seed,
        start: startOfUtcDay(new Date()),
        onDay: (day) => progress.update(day),
      }),
    );
    progress.finish();
    if (options.json) printJson(io, report);
    else printView(io, <SimulationView report={report} />);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
