/**
 * Number formatting shared by every human view. `formatValue` follows the spec's rule (section 9):
 * 1e7 or more in scientific notation, above 1000 rounded to tens, above 10 to an integer, else two
 * decimals.
 */
export function formatValue(value: number): string {
  const magnitude = Math.abs(value);
  if (magnitude >= 1e7) return value.toExponential(2);
  if (magnitude > 1000) return String(Math.round(value / 10) * 10);
  if (magnitude > 10) return String(Math.round(value));
  return value.toFixed(2);
}

/** A share as a percentage with one decimal, e.g. `12.5%`. */
export function formatPercent(part: number, whole: number): string {
  return `${whole === 0 ? '0.0' : ((part / whole) * 100).toFixed(1)}%`;
}

/** Whole counts with thousands separators, locale-independent: `12,345`. */
export function formatCount(count: number): string {
  return Math.round(count)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A duration for humans: `850ms`, `42s`, `3m 05s`, `1h 02m`. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '--';
  if (ms < 1000) return `${Math.round(ms)}ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** Spec: orbital periods in days, or years above 365. */
export function formatOrbitalPeriod(days: number): string {
  return days > 365 ? `${formatValue(days / 365.25)} yr` : `${formatValue(days)} d`;
}

/** Spec: rotation periods in hours, or days above 24. */
export function formatRotationPeriod(hours: number): string {
  return Math.abs(hours) > 24 ? `${formatValue(hours / 24)} d` : `${formatValue(hours)} h`;
}

/** Spec: habitability shown as points (score times 100). */
export function formatHabitability(score: number): string {
  return `${Math.round(score * 100)} pts`;
}

/** Spec: star and planet types with hyphens shown as spaces and title-cased. */
export function titleCase(type: string): string {
  return type
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Rarity scores and thresholds: two decimals always, so neighbouring cut-offs stay distinct. */
export function formatScore(score: number): string {
  return score.toFixed(2);
}

/** `1 player`, `2 players`, `1,000 systems`. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
