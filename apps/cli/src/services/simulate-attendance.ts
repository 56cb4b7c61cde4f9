import { seededRandom } from '@orrery/procgen';

/**
 * The default share of days a simulated player plays: six days in seven, a daily player who
 * misses about one day a week (docs/cli.md, "simulate", says why).
 */
export const DEFAULT_ATTENDANCE = 0.85;

/**
 * Whether simulated player `player` (0-based) plays on `day` (1-based): one draw per player and
 * day from procgen's seeded stream, so the same seed misses the same days on every run, whatever
 * the other options.
 */
export function attends(seed: string, player: number, day: number, attendance: number): boolean {
  if (attendance >= 1) return true;
  return seededRandom(`${seed}:attendance:${player}:${day}`)() < attendance;
}
