import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  localDay,
  NO_STREAK,
  startOfLocalDay,
  streakAfterCollect,
  streakBonus,
  streakBonusPercent,
  streakStatusAt,
  type Streak,
} from '../src/index.js';
import { DEFAULT_RULES } from './support.js';

const DAY_MS = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Zones with daylight saving, half- and quarter-hour offsets, and the extremes of ±12/14 h. */
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/Los_Angeles',
  'America/Santiago', // DST changes at midnight: some days start at 01:00
  'Asia/Kathmandu', // +05:45
  'Australia/Lord_Howe', // DST of half an hour
  'Pacific/Kiritimati', // +14
  'Pacific/Pago_Pago', // −11
  'Asia/Tehran',
];

/** Collects in time order, one after another, from no streak. */
function play(times: number[], zone: string): Streak {
  return times.reduce(
    (streak, t) => streakAfterCollect(streak, new Date(t), zone).streak,
    NO_STREAK,
  );
}

/** The days with a collect, counted the slow way: runs of consecutive dates in a sorted set. */
function bruteForce(times: number[], zone: string): { days: number; longest: number } {
  const days = [...new Set(times.map((t) => localDay(t, zone)))].sort((a, b) => a - b);
  let run = 0;
  let longest = 0;
  days.forEach((d, i) => {
    run = i > 0 && d === days[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return { days: run, longest };
}

describe('days in a time zone', () => {
  it("reads the player's calendar date, not UTC's", () => {
    const lateEvening = new Date('2026-03-01T23:30:00Z');
    expect(localDay(lateEvening, 'UTC')).toBe(day('2026-03-01'));
    expect(localDay(lateEvening, 'Europe/Berlin')).toBe(day('2026-03-02'));
    expect(localDay(new Date('2026-03-02T05:00:00Z'), 'America/Los_Angeles')).toBe(
      day('2026-03-01'),
    );
    expect(localDay(new Date('2026-03-01T10:00:00Z'), 'Pacific/Kiritimati')).toBe(
      day('2026-03-02'),
    );
  });

  it('finds the first instant of a local day in any zone, across DST changes', () => {
    expect(startOfLocalDay(day('2026-03-02'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-01T23:00:00.000Z',
    );
    // Summer time: Berlin is UTC+2.
    expect(startOfLocalDay(day('2026-07-01'), 'Europe/Berlin').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    fc.assert(
      fc.property(
        fc.integer({ min: day('2024-01-01'), max: day('2030-12-31') }),
        fc.constantFrom(...ZONES),
        (d, zone) => {
          const start = startOfLocalDay(d, zone).getTime();
          expect(localDay(start, zone)).toBe(d);
          expect(localDay(start - 1, zone)).toBe(d - 1);
        },
      ),
    );
  });
});

describe('streak rules', () => {
  const zone = 'Europe/Berlin';
  const collect = (before: Streak, iso: string) => streakAfterCollect(before, new Date(iso), zone);

  it('adds a day per local day in a row; a second collect the same day counts once', () => {
    let s = collect(NO_STREAK, '2026-03-01T09:00:00Z');
    expect(s).toMatchObject({ newDay: true, streak: { days: 1, longest: 1 } });
    s = collect(s.streak, '2026-03-01T20:00:00Z'); // bought down: same day
    expect(s).toMatchObject({ newDay: false, streak: { days: 1, longest: 1 } });
    expect(s.streak.countedAt).toBe('2026-03-01T09:00:00.000Z'); // the collect that counted it
    // 23:30 UTC is already 2 March in Berlin: the next day.
    s = collect(s.streak, '2026-03-01T23:30:00Z');
    expect(s).toMatchObject({ newDay: true, streak: { days: 2, longest: 2 } });
    s = collect(s.streak, '2026-03-03T22:59:00Z'); // 23:59 on 3 March in Berlin
    expect(s).toMatchObject({ newDay: true, streak: { days: 3, longest: 3 } });
  });

  it('keeps a streak of several days as it is when a second collect falls on its last day', () => {
    let s = collect(NO_STREAK, '2026-03-01T09:00:00Z').streak;
    s = collect(s, '2026-03-02T09:00:00Z').streak;
    const again = collect(s, '2026-03-02T21:00:00Z');
    expect(again).toMatchObject({ newDay: false, streak: { days: 2, longest: 2 } });
  });

  it('breaks when a whole local day passes without a collect, keeping the longest', () => {
    let s = collect(NO_STREAK, '2026-03-01T09:00:00Z').streak;
    s = collect(s, '2026-03-02T09:00:00Z').streak;
    s = collect(s, '2026-03-03T09:00:00Z').streak;
    const after = collect(s, '2026-03-05T09:00:00Z');
    expect(after).toMatchObject({ newDay: true, streak: { days: 1, longest: 3 } });
  });

  it('counts days across a DST change (a 23-hour day)', () => {
    // Berlin springs forward on 29 March 2026: 00:30 local on the 29th and the 30th.
    let s = collect(NO_STREAK, '2026-03-28T23:30:00Z').streak;
    s = collect(s, '2026-03-29T22:30:00Z').streak;
    expect(s.days).toBe(2);
    const status = streakStatusAt(s, new Date('2026-03-30T12:00:00Z'), zone);
    // Collect by the end of 31 March (local): the streak breaks at 1 April 00:00 CEST.
    expect(status).toEqual({
      days: 2,
      longest: 2,
      collectedToday: true,
      breaksAt: '2026-03-31T22:00:00.000Z',
    });
  });

  it('shows the streak alive until the end of the day after the last collect', () => {
    const s = collect(collect(NO_STREAK, '2026-03-01T09:00:00Z').streak, '2026-03-02T09:00:00Z');
    const breaksAt = '2026-03-03T23:00:00.000Z'; // 4 March 00:00 in Berlin
    expect(streakStatusAt(s.streak, new Date('2026-03-02T18:00:00Z'), zone)).toEqual({
      days: 2,
      longest: 2,
      collectedToday: true,
      breaksAt,
    });
    expect(streakStatusAt(s.streak, new Date('2026-03-03T22:59:59Z'), zone)).toMatchObject({
      days: 2,
      collectedToday: false,
      breaksAt,
    });
    expect(streakStatusAt(s.streak, new Date(breaksAt), zone)).toEqual({
      days: 0,
      longest: 2,
      collectedToday: false,
      breaksAt: null,
    });
    const none = { days: 0, longest: 0, collectedToday: false, breaksAt: null };
    expect(streakStatusAt(NO_STREAK, new Date(breaksAt), zone)).toEqual(none);
    // A stored streak of 0 days is none, whatever time it names: no countdown, nothing "today".
    const zeroDays: Streak = {
      days: 0,
      longest: 4,
      countedAt: '2026-03-02T09:00:00.000Z',
      zone,
    };
    expect(streakStatusAt(zeroDays, new Date('2026-03-02T18:00:00Z'), zone)).toEqual({
      ...none,
      longest: 4,
    });
  });

  it('equals a recount of the distinct local days, however many collects a day holds', () => {
    fc.assert(
      fc.property(
        // Collects up to 60 days apart, many within a day (bought-down cooldowns).
        fc.array(fc.integer({ min: 0, max: 60 * DAY_MS }), { minLength: 1, maxLength: 40 }),
        fc.constantFrom(...ZONES),
        (offsets, tz) => {
          const times = offsets.map((o) => Date.parse('2026-01-01T00:00:00Z') + o);
          times.sort((a, b) => a - b);
          const streak = play(times, tz);
          expect({ days: streak.days, longest: streak.longest }).toEqual(bruteForce(times, tz));
          // Buy-down does not buy days: one collect per local day gives the same streak.
          const oncePerDay = times.filter(
            (t, i) => i === 0 || localDay(t, tz) !== localDay(times[i - 1]!, tz),
          );
          const daily = play(oncePerDay, tz);
          expect([daily.days, daily.longest]).toEqual([streak.days, streak.longest]);
          // Never more days than the calendar holds between the first and last collect.
          const span = localDay(times.at(-1)!, tz) - localDay(times[0]!, tz) + 1;
          expect(streak.longest).toBeLessThanOrEqual(span);
        },
      ),
    );
  });
});

describe('streak days and time zone changes', () => {
  const HOUR_MS = 3_600_000;
  const collect = (before: Streak, iso: string, zone: string) =>
    streakAfterCollect(before, new Date(iso), zone);

  it('collect, buy down, move 12 h east, collect: no new day, no bonus', () => {
    const first = collect(NO_STREAK, '2026-03-01T11:30:00Z', 'UTC'); // 23:30 in Tarawa
    expect(first).toMatchObject({ newDay: true, streak: { days: 1, zone: 'UTC' } });
    // An hour later it is 2 March in Tarawa, but the day counted stays 1 March (UTC's).
    const moved = collect(first.streak, '2026-03-01T12:30:00Z', 'Pacific/Tarawa');
    expect(moved).toEqual({ newDay: false, streak: first.streak });
    expect(
      streakStatusAt(moved.streak, new Date('2026-03-01T13:00:00Z'), 'Pacific/Tarawa'),
    ).toEqual({ days: 1, longest: 1, collectedToday: true, breaksAt: '2026-03-03T00:00:00.000Z' });
    // Moving back west re-reads nothing: 1 March (UTC) is still the day that counted.
    const back = collect(moved.streak, '2026-03-01T18:00:00Z', 'UTC');
    expect(back.newDay).toBe(false);
    // 20 h after the counted collect, 2 March in Tarawa counts; then Tarawa's days, one by one.
    const held = collect(moved.streak, '2026-03-02T07:29:00Z', 'Pacific/Tarawa');
    expect(held.newDay).toBe(false);
    const next = collect(held.streak, '2026-03-02T07:30:00Z', 'Pacific/Tarawa');
    expect(next).toMatchObject({ newDay: true, streak: { days: 2, zone: 'Pacific/Tarawa' } });
    const third = collect(next.streak, '2026-03-02T12:00:00Z', 'Pacific/Tarawa'); // 3 March 00:00
    expect(third).toMatchObject({ newDay: true, streak: { days: 3 } });
  });

  it('keeps a streak alive across a move, east or west', () => {
    // Counted late on 1 March in UTC; the next counted day may come 20 h later at the earliest.
    const counted = collect(NO_STREAK, '2026-03-01T23:00:00Z', 'UTC').streak;
    for (const zone of [
      'Pacific/Kiritimati',
      'Asia/Tokyo',
      'America/New_York',
      'Pacific/Pago_Pago',
    ]) {
      const status = streakStatusAt(counted, new Date('2026-03-02T19:00:00Z'), zone);
      expect(status.days, zone).toBe(1);
      const later = collect(counted, status.breaksAt!, zone).streak.days;
      const before = new Date(Date.parse(status.breaksAt!) - HOUR_MS).toISOString();
      expect([collect(counted, before, zone).streak.days, later], zone).toEqual([2, 1]);
    }
  });

  it('counts no more days than the hours between the first and last collect allow', () => {
    fc.assert(
      fc.property(
        // Collects up to 30 days apart, each in any zone: a player moving as often as they like.
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 * DAY_MS }), fc.constantFrom(...ZONES)), {
          minLength: 1,
          maxLength: 60,
        }),
        (collects) => {
          collects.sort((a, b) => a[0] - b[0]);
          const start = Date.parse('2026-01-01T00:00:00Z');
          let streak = NO_STREAK;
          for (const [offset, zone] of collects) {
            streak = streakAfterCollect(streak, new Date(start + offset), zone).streak;
          }
          // Fixed dates rise by one a counted day, and a date begins within 14 h before and 12 h
          // after its UTC midnight: k days need more than (k − 2) × 24 − 26 hours.
          const hours = (collects.at(-1)![0] - collects[0]![0]) / HOUR_MS;
          expect(streak.longest).toBeLessThan((hours + 26) / 24 + 2);
        },
      ),
    );
  });

  it('lets a player hopping east and west gain no day (the exploit, replayed for a week)', () => {
    // Every 12 h, alternately in UTC and 12 h east, right after the other zone's midnight.
    let streak = NO_STREAK;
    let paid = 0;
    for (let half = 0; half < 14; half++) {
      const zone = half % 2 === 0 ? 'UTC' : 'Pacific/Tarawa';
      const at = new Date(Date.parse('2026-03-01T00:30:00Z') + half * 12 * HOUR_MS);
      const after = streakAfterCollect(streak, at, zone);
      if (after.newDay) paid += 1;
      streak = after.streak;
    }
    expect(paid).toBeLessThanOrEqual(7);
    expect(streak.longest).toBeLessThanOrEqual(7);
  });
});

describe('streak bonus', () => {
  const rule = DEFAULT_RULES.streakBonus;

  it('grows by 10% a day from the second day and stops at 50%', () => {
    expect([1, 2, 3, 5, 6, 7, 30].map((d) => streakBonusPercent(rule, d))).toEqual([
      0, 10, 20, 40, 50, 50, 50,
    ]);
    expect(streakBonus(rule, 50, 2)).toBe(5);
    expect(streakBonus(rule, 1000, 9)).toBe(500);
    expect(streakBonus(rule, 55, 4)).toBe(16); // 16.5 rounded down: never pays a fraction
  });

  it('never exceeds the cap, never goes negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.nat(10_000),
        fc.nat(400),
        (percentPerDay, maxPercent, reward, days) => {
          const bonus = streakBonus({ percentPerDay, maxPercent }, reward, days);
          expect(Number.isInteger(bonus)).toBe(true);
          expect(bonus).toBeGreaterThanOrEqual(0);
          expect(bonus).toBeLessThanOrEqual((reward * maxPercent) / 100);
        },
      ),
    );
  });
});
