import { describe, expect, it } from 'vitest';
import type { Streak } from '../api/types.js';
import { streakBonusLine, streakHeadline, zonedTime } from './streak.js';

const streak = (change: Partial<Streak>): Streak => ({
  days: 4,
  longest: 9,
  collectedToday: true,
  breaksAt: '2026-11-26T23:00:00.000Z',
  timeZone: 'Europe/Berlin',
  bonusPercent: 40,
  ...change,
});

describe('the streak line', () => {
  it("writes when the streak breaks in the player's time zone", () => {
    expect(zonedTime('2026-11-26T23:00:00.000Z', 'Europe/Berlin')).toBe('Fri 27 Nov, 00:00');
    expect(zonedTime('2026-11-26T23:00:00.000Z', 'America/New_York')).toBe('Thu 26 Nov, 18:00');
    expect(streakHeadline(streak({}))).toBe(
      'Streak: 4 days — collect before Fri 27 Nov, 00:00 to keep it',
    );
    expect(streakHeadline(streak({ days: 1 }))).toMatch(/^Streak: 1 day — /);
  });

  it('says how to start one when there is none', () => {
    expect(streakHeadline(streak({ days: 0, breaksAt: null }))).toBe(
      'Streak: none — collect today to start a new one (longest: 9 days)',
    );
    expect(streakHeadline(streak({ days: 0, longest: 0, breaksAt: null }))).toBe(
      'Streak: none yet — collect today to start one',
    );
  });

  it('names the bonus the next counted day earns', () => {
    expect(streakBonusLine(streak({}))).toBe(
      "Today counts. Tomorrow's first collect earns +40% streak bonus.",
    );
    expect(streakBonusLine(streak({ collectedToday: false, bonusPercent: 0 }))).toBe(
      "Today's first collect earns no streak bonus yet.",
    );
  });
});
