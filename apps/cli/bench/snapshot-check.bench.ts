/**
 * `orrery snapshot check` of 1,000 systems through the built binary (run by `npm run bench`), goal
 * ≤ 3 s. The systems are a sample of a 1,000,000-system galaxy, written once into a temp directory.
 * CPU time (user + system, read with GNU time) is the honest figure on a shared machine; wall time
 * is reported beside it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atMost, measured, writeBenchResult, type Figures } from '../../../bench/results.js';

const BINARY = fileURLToPath(new URL('../dist/bin/orrery.js', import.meta.url));
const SYSTEMS = 1_000;
const RUNS = 5;
const GNU_TIME = '/usr/bin/time';

function orrery(args: string[]): { wall: number; cpu: number | null } {
  const timed = existsSync(GNU_TIME);
  const command = timed ? GNU_TIME : process.execPath;
  const argv = timed ? ['-f', 'cpu %U %S', process.execPath, BINARY, ...args] : [BINARY, ...args];
  const start = performance.now();
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  const wall = performance.now() - start;
  if (result.status !== 0) throw new Error(`orrery ${args.join(' ')}: ${result.stderr}`);
  const match = /cpu ([\d.]+) ([\d.]+)/.exec(result.stderr);
  return { wall, cpu: match ? (Number(match[1]) + Number(match[2])) * 1000 : null };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dir = mkdtempSync(join(tmpdir(), 'orrery-snapshot-bench-'));
try {
  const snapshot = join(dir, 'systems');
  orrery([
    'snapshot',
    'write',
    snapshot,
    '--seed',
    'bench',
    '--size',
    '1000000',
    '--sample',
    String(SYSTEMS),
  ]);
  const runs = Array.from({ length: RUNS }, () => orrery(['snapshot', 'check', snapshot]));
  const wall = median(runs.map((run) => run.wall)) / 1000;
  const cpuRuns = runs.flatMap((run) => (run.cpu === null ? [] : [run.cpu]));
  const cpu = cpuRuns.length > 0 ? median(cpuRuns) / 1000 : null;
  console.log(
    `snapshot check of ${SYSTEMS.toLocaleString('en-US')} systems: ${cpu === null ? 'CPU not measured' : `${cpu.toFixed(2)} CPU-s`}, ${wall.toFixed(2)} s wall (median of ${RUNS}; goal ≤ 3 s)`,
  );
  const figures: Figures = {
    'snapshot check of 1,000 systems, wall (median)': measured(wall, 's'),
  };
  if (cpu !== null) figures['snapshot check of 1,000 systems, CPU (median)'] = atMost(cpu, 's', 3);
  else figures['snapshot check of 1,000 systems, wall (median)'] = atMost(wall, 's', 3);
  writeBenchResult('cli-snapshot', figures, {
    systems: SYSTEMS,
    galaxySize: 1_000_000,
    runs: RUNS,
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
