import { assertFinite } from './number.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds as `Xh Ym Zs` (the countdown of docs/spec.md §2), rounded up to the second; never negative. */
export function formatCountdown(remainingMs: number): string {
  assertFinite(remainingMs);
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${hours}h ${minutes}m ${totalSeconds % 60}s`;
}

/**
 * How long until something, for a sentence: `in 23h 59m`, `in 2d 4h`, `in 42s`, `now` once past.
 * Whole units are cut, not rounded, as a countdown reads: 23h 59m 59s is `in 23h 59m`.
 */
export function formatIn(remainingMs: number): string {
  assertFinite(remainingMs);
  const totalSeconds = Math.ceil(remainingMs / 1000);
  if (totalSeconds <= 0) return 'now';
  if (totalSeconds < 60) return `in ${totalSeconds}s`;
  const totalMinutes = Math.floor(totalSeconds / 60);
  if (totalMinutes < 60) return `in ${totalMinutes}m`;
  const hours = Math.floor(totalMinutes / 60);
  if (hours < 48) return `in ${hours}h ${totalMinutes % 60}m`;
  return `in ${Math.floor(hours / 24)}d ${hours % 24}h`;
}

/**
 * How long ago something happened, for a feed: `just now` under 10 s, then `42s ago`, `5m ago`,
 * `3h ago`, `2d ago` (whole units cut). A time slightly ahead (another clock) reads `just now`.
 */
export function formatAgo(elapsedMs: number): string {
  assertFinite(elapsedMs);
  const seconds = Math.floor(elapsedMs / 1000);
  if (seconds < 10) return 'just now';
  if (seconds < 60) return `${seconds}s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** How long something took, for a log line: `850ms`, `42s`, `3m 05s`, `1h 02m`; `--` if unknown. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '--';
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)}s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${pad(seconds % 60)}s`;
  return `${Math.floor(minutes / 60)}h ${pad(minutes % 60)}m`;
}
