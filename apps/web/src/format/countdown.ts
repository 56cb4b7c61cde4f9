import { formatCountdown } from '@orrery/format';

/** The countdown sentence of docs/spec.md §2: `You can collect a new system in Xh Ym Zs`. */
export function countdownText(remainingMs: number): string {
  return `You can collect a new system in ${formatCountdown(remainingMs)}`;
}
