import { GameError } from './errors.js';

/**
 * Astral Standard Date: whole Earth days counted from Sputnik 1's launch, 1957-10-04T19:28:34Z,
 * grouped in cycles of 1,000 days, then hours and minutes into the day:
 * `ASD {cycle}.{day, 3 digits} {hh}:{mm}`. Dates before the epoch have negative cycles.
 * The conversion is exact to the ASD minute both ways.
 */
export const ASD_EPOCH_MS = Date.UTC(1957, 9, 4, 19, 28, 34);
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const CYCLE_DAYS = 1000;
const ASD_PATTERN = /^ASD (-?\d+)\.(\d{3}) (\d{2}):(\d{2})$/;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function utcToAsd(date: Date): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new GameError('INVALID_INPUT', 'Invalid UTC timestamp');
  const minutes = Math.floor((ms - ASD_EPOCH_MS) / MINUTE_MS);
  const days = Math.floor(minutes / DAY_MINUTES);
  const minuteOfDay = minutes - days * DAY_MINUTES;
  const cycle = Math.floor(days / CYCLE_DAYS);
  const day = days - cycle * CYCLE_DAYS;
  const hh = Math.floor(minuteOfDay / 60);
  const mm = minuteOfDay % 60;
  return `ASD ${cycle}.${pad(day, 3)} ${pad(hh, 2)}:${pad(mm, 2)}`;
}

export function asdToUtc(text: string): Date {
  const match = ASD_PATTERN.exec(text.trim());
  const [cycle, day, hh, mm] = (match?.slice(1) ?? []).map(Number);
  if (cycle === undefined || day === undefined || hh === undefined || mm === undefined) {
    throw new GameError('INVALID_INPUT', 'Invalid ASD date');
  }
  if (hh > 23 || mm > 59) throw new GameError('INVALID_INPUT', 'Invalid ASD date');
  const minutes = (cycle * CYCLE_DAYS + day) * DAY_MINUTES + hh * 60 + mm;
  return new Date(ASD_EPOCH_MS + minutes * MINUTE_MS);
}
