/**
 * `orrery grow --to 200000` of a 100,000-system version 3 galaxy through the built binary, on
 * SQLite and on PostgreSQL (run by `npm run bench`). The galaxy is seeded first, outside the
 * measure. PostgreSQL comes from ORRERY_BENCH_POSTGRES_URL or the local server (postgres:///postgres);
 * without one, its half is skipped with a line. CPU time (user + system of the CLI process, read
 * with GNU time) is reported beside wall time: the database server's own work is in the wall time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresDatabase } from '@orrery/db/testing';
import { atLeast, measured, writeBenchResult, type Figures } from '../../../bench/results.js';

const BINARY = fileURLToPath(new URL('../dist/bin/orrery.js', import.meta.url));
const FROM = 100_000;
const TO = 200_000;
/** Systems added per second, at least: a million-system growth within a few minutes. */
const GOAL_PER_SECOND = 5_000;
const GNU_TIME = '/usr/bin/time';

function orrery(args: string[]): { wall: number; cpu: number | null } {
  const timed = existsSync(GNU_TIME);
  const command = timed ? GNU_TIME : process.execPath;
  const argv = timed ? ['-f', 'cpu %U %S', process.execPath, BINARY, ...args] : [BINARY, ...args];
  const start = performance.now();
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  const wall = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`orrery ${args.join(' ')}: ${result.stderr}`);
  const match = /cpu ([\d.]+) ([\d.]+)/.exec(result.stderr);
  return { wall, cpu: match ? Number(match[1]) + Number(match[2]) : null };
}

function measure(dialect: string, target: string[], figures: Figures): void {
  orrery([
    'seed',
    '--seed',
    'bench-grow',
    '--size',
    String(FROM),
    '--generator-version',
    '3',
    ...target,
  ]);
  const run = orrery(['grow', '--to', String(TO), ...target]);
  const added = TO - FROM;
  // On a shared machine the CLI's CPU time is the honest figure; wall time stands in without it.
  const rate = added / (run.cpu ?? run.wall);
  console.log(
    `grow ${FROM.toLocaleString('en-US')} → ${TO.toLocaleString('en-US')} on ${dialect}: ${run.wall.toFixed(1)} s wall, ${run.cpu === null ? 'CPU not measured' : `${run.cpu.toFixed(1)} CPU-s`}, ${Math.round(rate).toLocaleString('en-US')} systems per ${run.cpu === null ? 'second' : 'CPU-second'} (goal ≥ ${GOAL_PER_SECOND.toLocaleString('en-US')})`,
  );
  figures[`grow 100,000 → 200,000 on ${dialect}, wall`] = measured(run.wall, 's');
  figures[`grow on ${dialect}, systems added per wall second`] = measured(
    added / run.wall,
    'systems/s',
  );
  if (run.cpu !== null)
    figures[`grow 100,000 → 200,000 on ${dialect}, CLI CPU`] = measured(run.cpu, 's');
  figures[`grow on ${dialect}, systems added per ${run.cpu === null ? 'wall' : 'CLI CPU'} second`] =
    atLeast(rate, 'systems/s', GOAL_PER_SECOND);
}

/** A fresh PostgreSQL database for the bench, or undefined without a server. */
async function postgresTarget(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = process.env.ORRERY_BENCH_POSTGRES_URL || 'postgres:///postgres';
  try {
    return await createPostgresDatabase(adminUrl, `orrery_grow_bench_${process.pid}`);
  } catch (error) {
    console.log(`grow on postgres: skipped, no server at ${adminUrl} (${String(error)})`);
    return undefined;
  }
}

const figures: Figures = {};
const dir = mkdtempSync(join(tmpdir(), 'orrery-grow-bench-'));
try {
  measure('sqlite', ['--db', join(dir, 'grow.db')], figures);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const postgres = await postgresTarget();
if (postgres) {
  try {
    measure('postgres', ['--database-url', postgres.url], figures);
  } finally {
    await postgres.drop();
  }
}
writeBenchResult('cli-grow', figures, { from: FROM, to: TO, generatorVersion: 3 });
