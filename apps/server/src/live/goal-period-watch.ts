import { periodOf } from '@orrery/api/game/goals';
import type { GameEvent } from '@orrery/domain/events';
import type { GoalPeriod } from '@orrery/domain/config';

const PERIODS: readonly GoalPeriod[] = ['day', 'week'];

/**
 * Notices a new goal period (the UTC day, the week) and announces it once to signed-in players,
 * whose goals start afresh. The first check only learns the periods in force.
 */
export class GoalPeriodWatch {
  #seen: Map<GoalPeriod, string> | null = null;

  constructor(private readonly publishOnce: (event: GameEvent, key: string) => void) {}

  check(now: Date): void {
    const seen = this.#seen;
    this.#seen = new Map(PERIODS.map((period) => [period, periodOf(period, now).key]));
    if (seen === null) return;
    for (const period of PERIODS) {
      const { key, end } = periodOf(period, now);
      if (seen.get(period) === key) continue;
      this.publishOnce(
        {
          type: 'goal-reset',
          data: { period, periodStart: key, endsAt: end },
          audience: { kind: 'players' },
        },
        `goal-reset:${period}:${key}`,
      );
    }
  }
}
