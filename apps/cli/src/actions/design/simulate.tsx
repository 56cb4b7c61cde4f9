import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameConfigOf } from '@orrery/api/game/core';
import { changeGameConfig, ConfigChangeRefused } from '@orrery/api/game/tuning';
import { copyDatabase } from '@orrery/db/copy';
import { backupDatabase } from '@orrery/db/maintenance';
import { checkConfigDraft, mergeConfigFile, type ConfigDifference } from '@orrery/domain/config';
import { configRefused } from '../../shell/cli-error.js';
import { requireGalaxy, withDatabase } from '../../database/database.js';
import { printJson } from '../../shell/io.js';
import { readJsonFile } from '../../shell/json-file.js';
import { printViewOf } from '../../shell/print-view.js';
import type { CliContext } from '../../shell/program.js';
import { startProgress } from '../../shell/progress.js';
import { compareGoals } from '../../services/simulate-compare.js';
import { simulateEconomy, type SimulationReport } from '../../services/simulate-economy.js';
import type { DatabaseTarget } from '../../shell/database-target.js';

export interface SimulateOptions {
  players: number;
  days: number;
  seed: string;
  attendance: number;
  start: Date;
  /** A draft config file: played beside the live config on the same seed. */
  config?: string;
  json?: boolean;
  database: DatabaseTarget;
}

const scratchAt = (location: string) =>
  ({ dialect: 'sqlite', location, setting: '--db', shown: location }) as const;

/** Plays the economy on the SQLite copy at `copy`, showing its days on a progress line. */
async function play(
  { io }: CliContext,
  copy: string,
  options: SimulateOptions,
  label: string,
): Promise<SimulationReport> {
  const progress = await startProgress(io, label, options.days, 'days');
  const report = await withDatabase(scratchAt(copy), (db) =>
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
  return report;
}

export async function simulate(context: CliContext, options: SimulateOptions): Promise<void> {
  const { io } = context;
  const draftFile =
    options.config === undefined ? undefined : readJsonFile('--config', options.config);
  const dir = mkdtempSync(join(tmpdir(), 'orrery-simulate-'));
  const copy = join(dir, 'copy.db');
  const draftCopy = join(dir, 'draft.db');
  try {
    let differences: ConfigDifference[] = [];
    await withDatabase(options.database, async (db) => {
      const galaxy = await requireGalaxy(db);
      if (draftFile !== undefined) {
        const live = gameConfigOf(galaxy);
        const checked = checkConfigDraft(live, mergeConfigFile(live, draftFile));
        if (!checked.config) throw configRefused(checked.problems);
        differences = checked.differences;
      }
      // A PostgreSQL galaxy is played on a SQLite copy too: same rules, and the server's database
      // never sees the simulated players.
      if (options.database.dialect === 'sqlite') await backupDatabase(db, copy);
      else
        await withDatabase(scratchAt(copy), (copyDb) => copyDatabase(db, copyDb), { create: true });
    });
    if (draftFile === undefined) {
      const report = await play(context, copy, options, 'Simulating');
      if (options.json) return printJson(io, report);
      return await printViewOf(
        io,
        () => import('../../views/simulation-view.js'),
        ({ SimulationView }) => <SimulationView report={report} />,
      );
    }
    // The draft's copy: the same galaxy and seed, the draft stored as its config.
    await withDatabase(scratchAt(copy), (db) => backupDatabase(db, draftCopy));
    await withDatabase(scratchAt(draftCopy), async (db) => {
      try {
        await changeGameConfig(db, (live) => mergeConfigFile(live, draftFile), {
          source: 'config apply',
          now: options.start,
          note: 'simulate --config',
        });
      } catch (error) {
        if (error instanceof ConfigChangeRefused) throw configRefused(error.problems);
        throw error;
      }
    });
    const live = await play(context, copy, options, 'Simulating the live config');
    const draft = await play(context, draftCopy, options, 'Simulating the draft');
    const goals = compareGoals(live.economyGoals, draft.economyGoals);
    if (options.json) return printJson(io, { changes: differences, goals, live, draft });
    await printViewOf(
      io,
      () => import('../../views/goal-comparison-view.js'),
      ({ GoalComparisonView }) => <GoalComparisonView differences={differences} goals={goals} />,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
