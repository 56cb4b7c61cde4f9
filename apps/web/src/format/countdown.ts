import { formatCountdown } from '@orrery/format';

/** Spec 2's countdown sentence: `You can collect a new system in Xh Ym Zs`. */
export function countdownText(remainingMs: number): string {
  return `You can collect a new system in ${formatCountdown(remainingMs)}`;
}
