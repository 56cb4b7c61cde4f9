import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupDatabase, copyDatabase } from '@orrery/db';
import { requireGalaxy, withDatabase } from '../database.js';
import { printJson } from '../io.js';
import { printViewOf } from '../print-view.js';
import type { CliContext } from '../program.js';
import { startProgress } from '../progress.js';
import { simulateEconomy } from '../services/simulate-economy.js';
import type { DatabaseTarget } from '../database-target.js';

export interface SimulateOptions {
  players: number;
  days: number;
  seed: string;
  attendance: number;
  start: Date;
  json?: boolean;
  database: DatabaseTarget;
}

export async function simulate({ io }: CliContext, options: SimulateOptions): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-simulate-'));
  const copy = join(dir, 'copy.db');
  try {
    const scratch = { dialect: 'sqlite', location: copy, setting: '--db', shown: copy } as const;
    await withDatabase(options.database, async (db) => {
      await requireGalaxy(db);
      // A PostgreSQL galaxy is played on a SQLite copy too: same rules, and the server's database
      // never sees the simulated players.
      if (options.database.dialect === 'sqlite') await backupDatabase(db, copy);
      else await withDatabase(scratch, (copyDb) => copyDatabase(db, copyDb), { create: true });
    });
    const progress = await startProgress(io, 'Simulating', options.days, 'days');
    const report = await withDatabase(scratch, (db) =>
      simulateEconomy(db, {
        players: options.players,
        days: options.days,
        start: options.start,
        seed: options.seed,
        attendance: options.attendance,
        onDay: (day) => progress.update(day),
      }),
    );
    progress.finish();
    if (options.json) printJson(io, report);
    else {
      await printViewOf(
        io,
        () => import('../views/simulation-view.js'),
        ({ SimulationView }) => <SimulationView report={report} />,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
