/**
 * Where every bench of `npm run bench` keeps its figures: one JSON file a run, at
 * bench/results/<bench>-<YYYY-MM-DD>-<commit>.json, holding the date, the commit, the machine and
 * each figure with its unit and goal. The benches print for the person watching; this file is
 * what is kept (docs/architecture.md, "Benchmarks", has the goals and the latest figures).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, relative } from 'node:path';

export interface Figure {
  /** null when nothing could be measured (e.g. no request completed). */
  value: number | null;
  unit: string;
  /** What the figure should be, e.g. "<= 25"; null for a figure reported without a goal. */
  goal: string | null;
  /** Whether the goal is met; null without a goal or without a value. */
  met: boolean | null;
}

export type Figures = Record<string, Figure>;

/** Five significant digits: enough for any figure here, without float noise in the file. */
function rounded(value: number): number | null {
  return Number.isFinite(value) ? Number(value.toPrecision(5)) : null;
}

function judged(value: number, unit: string, goal: string, met: boolean): Figure {
  const kept = rounded(value);
  return { value: kept, unit, goal, met: kept === null ? null : met };
}

/** A figure whose goal is an upper bound. */
export const atMost = (value: number, unit: string, limit: number): Figure =>
  judged(value, unit, `<= ${limit}`, value <= limit);

/** A figure whose goal is a lower bound. */
export const atLeast = (value: number, unit: string, limit: number): Figure =>
  judged(value, unit, `>= ${limit}`, value >= limit);

/** A figure whose goal is a range, both ends included. */
export const within = (value: number, unit: string, low: number, high: number): Figure =>
  judged(value, unit, `${low} to ${high}`, value >= low && value <= high);

/** A figure reported without a goal (context for the judged ones). */
export const measured = (value: number, unit: string): Figure => ({
  value: rounded(value),
  unit,
  goal: null,
  met: null,
});

const ROOT = join(import.meta.dirname, '..');
export const RESULTS_DIR = join(ROOT, 'bench', 'results');

/** The load when the bench started (this module is loaded before the bench runs). */
const loadAtStart = loadavg()[0]!;

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
}

/**
 * Writes one bench's figures (and, in `setup`, what it ran on: sizes, connections …) and returns
 * the file's path. A dirty checkout is recorded as such: its figures are not the commit's.
 */
export function writeBenchResult(
  bench: string,
  figures: Figures,
  setup: Record<string, string | number | boolean> = {},
): string {
  const date = new Date().toISOString();
  const commit = git(['rev-parse', '--short', 'HEAD']) ?? 'unknown';
  const dirty = (git(['status', '--porcelain', '--untracked-files=no']) ?? '') !== '';
  const result = {
    bench,
    date,
    commit,
    dirty,
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
      node: process.version,
      loadAverage: { start: rounded(loadAtStart), end: rounded(loadavg()[0]!) },
    },
    setup,
    figures,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${bench}-${date.slice(0, 10)}-${commit}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`results: ${relative(ROOT, file)}`);
  return file;
}
