import type { GameEvent } from '@orrery/domain/events';
import { describe, expect, it } from 'vitest';
import { GoalPeriodWatch } from '../src/live/goal-period-watch.js';

// The goal periods' watch alone: what it publishes as time reaches it, and under which keys.

function watch() {
  const published: [GameEvent, string][] = [];
  return { published, periods: new GoalPeriodWatch((event, key) => published.push([event, key])) };
}

describe('GoalPeriodWatch', () => {
  it('learns the periods in force at its first check and announces nothing', () => {
    const { published, periods } = watch();
    periods.check(new Date('2030-01-08T12:00:00Z'));
    periods.check(new Date('2030-01-08T23:59:59.999Z'));
    expect(published).toEqual([]);
  });

  it('announces a new day, and a new week on a Monday, each under its own key', () => {
    const { published, periods } = watch();
    periods.check(new Date('2030-01-08T23:59:59Z')); // a Tuesday
    periods.check(new Date('2030-01-09T00:00:00Z'));
    expect(published.map(([, key]) => key)).toEqual(['goal-reset:day:2030-01-09']);
    periods.check(new Date('2030-01-14T00:00:05Z')); // the next Monday
    expect(published.slice(1)).toEqual([
      [
        {
          type: 'goal-reset',
          data: { period: 'day', periodStart: '2030-01-14', endsAt: '2030-01-15T00:00:00.000Z' },
          audience: { kind: 'players' },
        },
        'goal-reset:day:2030-01-14',
      ],
      [
        {
          type: 'goal-reset',
          data: { period: 'week', periodStart: '2030-01-14', endsAt: '2030-01-21T00:00:00.000Z' },
          audience: { kind: 'players' },
        },
        'goal-reset:week:2030-01-14',
      ],
    ]);
  });
});
