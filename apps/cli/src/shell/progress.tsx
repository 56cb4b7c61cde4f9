import type { Io } from './io.js';
import { progressText, type ProgressState } from './progress-line.js';

export interface Progress {
  update(done: number): void;
  finish(): void;
}

/** Redraws at most this often on a terminal, so drawing never slows the work down. */
const REDRAW_MS = 100;
/** Without a terminal, one line per quarter of the work. */
const PLAIN_STEPS = 4;

/** How a progress line is drawn: in colour through Ink on a terminal, as plain text elsewhere. */
async function lineDrawer(io: Io): Promise<(state: ProgressState) => string> {
  if (!io.pretty) return progressText;
  const [{ viewText }, { ProgressBar }] = await Promise.all([
    import('./render-view.js'),
    import('./progress-bar.js'),
  ]);
  return (state) => viewText(io, <ProgressBar {...state} />, io.stderr);
}

/**
 * Progress on stderr (stdout stays the command's result). On a terminal one line redrawn in place;
 * it is written synchronously because the work (SQLite through better-sqlite3) blocks the event loop.
 */
export async function startProgress(
  io: Io,
  label: string,
  total: number,
  unit?: string,
): Promise<Progress> {
  const draw = await lineDrawer(io);
  const started = io.clock();
  let lastDraw = -Infinity;
  let lastStep = 0;
  let done = 0;
  // Room for the bar on one line: what the counts and rates around it leave of the terminal.
  const columns = io.stderr.columns ?? 0;
  const width = columns > 0 ? Math.max(10, Math.min(30, columns - label.length - 62)) : 30;
  const frame = () => draw({ label, done, total, unit, width, elapsedMs: io.clock() - started });
  return {
    update(count) {
      done = count;
      if (io.pretty) {
        if (io.clock() - lastDraw < REDRAW_MS) return;
        lastDraw = io.clock();
        io.stderr.write(`\r\x1b[2K${frame()}`);
        return;
      }
      const step = total === 0 ? PLAIN_STEPS : Math.floor((done / total) * PLAIN_STEPS);
      if (step > lastStep && step < PLAIN_STEPS) {
        lastStep = step;
        io.stderr.write(`${frame()}\n`);
      }
    },
    finish() {
      done = total;
      io.stderr.write(io.pretty ? `\r\x1b[2K${frame()}\n` : `${frame()}\n`);
    },
  };
}
