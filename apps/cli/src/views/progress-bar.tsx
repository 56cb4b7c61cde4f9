import { Text } from 'ink';
import { formatCount, formatDuration } from '@orrery/format';

interface Props {
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

/** `Seeding [█████░░░░░] 50% 1,000/2,000 · 12,345 systems/s · ETA 2s` */
export function ProgressBar({
  label,
  done,
  total,
  elapsedMs,
  unit = 'systems',
  width = 30,
}: Props) {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * width);
  const { perSecond, etaMs } = progressFigures(done, total, elapsedMs);
  const rate = perSecond === undefined ? '--' : formatCount(perSecond);
  const eta = done >= total ? 'done' : `ETA ${formatDuration(etaMs ?? Infinity)}`;
  return (
    <Text wrap="truncate-end">
      {label} [<Text color="cyan">{'█'.repeat(filled)}</Text>
      {'░'.repeat(width - filled)}] {String(Math.floor(share * 100)).padStart(3)}%{' '}
      {formatCount(done)}/{formatCount(total)} · {rate} {unit}/s · {eta}
    </Text>
  );
}
