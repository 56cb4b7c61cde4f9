import { formatCount, formatDuration } from '@orrery/format';

export interface ProgressState {
  label: string;
  done: number;
  total: number;
  elapsedMs: number;
  /** What is being counted, for the rate: `systems/s`. */
  unit?: string;
  width?: number;
}

/** Rate and time left from work done so far; undefined until there is a rate to speak of. */
export function progressFigures(done: number, total: number, elapsedMs: number) {
  const perSecond = elapsedMs > 0 ? (done / elapsedMs) * 1000 : undefined;
  const etaMs = perSecond ? ((total - done) / perSecond) * 1000 : undefined;
  return { perSecond, etaMs };
}

/** The pieces of `Seeding [█████░░░░░]  50% 1,000/2,000 · 12,345 systems/s · ETA 2s`. */
export function progressLine({
  label,
  done,
  total,
  elapsedMs,
  unit = 'systems',
  width = 30,
}: ProgressState) {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * width);
  const { perSecond, etaMs } = progressFigures(done, total, elapsedMs);
  const rate = perSecond === undefined ? '--' : formatCount(perSecond);
  const eta = done >= total ? 'done' : `ETA ${formatDuration(etaMs ?? Infinity)}`;
  return {
    label,
    filled: '█'.repeat(filled),
    empty: '░'.repeat(width - filled),
    after: `${String(Math.floor(share * 100)).padStart(3)}% ${formatCount(done)}/${formatCount(total)} · ${rate} ${unit}/s · ${eta}`,
  };
}

/** The line without colour: what a log or a pipe gets, without loading Ink to draw it. */
export function progressText(state: ProgressState): string {
  const { label, filled, empty, after } = progressLine(state);
  return `${label} [${filled}${empty}] ${after}`;
}
