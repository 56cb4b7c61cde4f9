// Daily streaks (docs/game-rules.md, "Streaks"): days in a row with a collection, counted in the
// player's own time zone. The one definition of "consecutive days" the game uses: the collect,
// the dashboard, the achievements and the "Longest streak" board all read it from here.
// Pure functions of their arguments: `now` is passed in, nothing reads the clock.

import type { GameConfig } from './config/game-config.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A player's streak as stored after the latest collect that counted a day. */
export interface Streak {
  /** Days in a row with a collection, up to the (local) day of `countedAt`. */
  days: number;
  /** The longest streak the player ever had. */
  longest: number;
  /** ISO time of the collect that counted the streak's latest day; '' before any. */
  countedAt: string;
  /** The time zone in force at `countedAt`: it fixes that day's date for good. */
  zone: string;
}

export const NO_STREAK: Streak = { days: 0, longest: 0, countedAt: '', zone: 'UTC' };

/**
 * After a change of time zone, the least time from the last counted collect to the next counted
 * day: a move east cannot make a new day begin an hour after the last one was counted.
 */
export const ZONE_CHANGE_HOLD_MS = 20 * HOUR_MS;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at `time` in `timeZone`, as days since 1970-01-01 (so the next day is + 1). */
export function localDay(time: Date | number, timeZone: string): number {
  let format = dateFormats.get(timeZone);
  // Stryker disable next-line ConditionalExpression: a new format per call answers the same (the map only saves building it)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dateFormats.set(timeZone, format);
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((p) => p.type === type)!.value);
  const parts = format.formatToParts(time);
  return Date.UTC(part(parts, 'year'), part(parts, 'month') - 1, part(parts, 'day')) / DAY_MS;
}

/**
 * The first instant of local day `day` in `timeZone` (its midnight, or the end of a DST gap that
 * skips midnight). Every zone's offset lies within ±15 h of UTC, so the instant lies within that
 * window around the day's UTC midnight: a binary search over it finds where the date turns.
 */
export function startOfLocalDay(day: number, timeZone: string): Date {
  // Stryker disable next-line ArithmeticOperator: any earlier bound finds the same instant, in more steps
  let before = day * DAY_MS - 15 * HOUR_MS; // still the previous local day
  let from = day * DAY_MS + 15 * HOUR_MS; // already this local day (or later)
  while (from - before > 1) {
    const mid = Math.floor((before + from) / 2);
    if (localDay(mid, timeZone) >= day) from = mid;
    else before = mid;
  }
  return new Date(from);
}

/** The date of the streak's latest counted day, in the zone it was counted in. */
const countedDay = (streak: Streak) => localDay(new Date(streak.countedAt), streak.zone);

/**
 * When the streak breaks unless a collect counts a day first: the midnight that ends the day after
 * its latest counted day, in the zone that day was counted in or in `timeZone`, whichever comes
 * later (a move west never ends a streak sooner than staying would have).
 */
function breaksAt(streak: Streak, timeZone: string): Date {
  const end = countedDay(streak) + 2;
  const there = startOfLocalDay(end, streak.zone);
  if (timeZone === streak.zone) return there;
  const here = startOfLocalDay(end, timeZone);
  return here > there ? here : there;
}

/**
 * Whether a collect at `now` in `timeZone` counts a new day: its local date is later than the
 * latest counted day's (fixed in the zone in force then), and, if the zone has changed since, at
 * least ZONE_CHANGE_HOLD_MS have passed since that day was counted.
 */
function countsNewDay(before: Streak, now: Date, timeZone: string): boolean {
  if (!before.countedAt) return true;
  if (localDay(now, timeZone) <= countedDay(before)) return false;
  return (
    timeZone === before.zone || now.getTime() - Date.parse(before.countedAt) >= ZONE_CHANGE_HOLD_MS
  );
}

/**
 * The streak after a collect at `now` in `timeZone`: a collect that counts a new day (countsNewDay)
 * before the streak breaks adds a day, after it starts again at 1; any other collect (a
 * bought-down cooldown the same day, or a zone change's hold) changes nothing. `newDay` says
 * whether the collect counted a day (only then is a streak bonus paid).
 */
export function streakAfterCollect(
  before: Streak,
  now: Date,
  timeZone: string,
): { streak: Streak; newDay: boolean } {
  if (!countsNewDay(before, now, timeZone)) return { streak: before, newDay: false };
  const alive = before.countedAt !== '' && before.days > 0 && now < breaksAt(before, timeZone);
  const days = alive ? before.days + 1 : 1;
  return {
    streak: {
      days,
      longest: Math.max(before.longest, days),
      countedAt: now.toISOString(),
      zone: timeZone,
    },
    newDay: true,
  };
}

/** The streak as the player sees it at `now`. */
export interface StreakStatus {
  /** Days in a row up to today or yesterday (local); 0 once a whole day passed without a collect. */
  days: number;
  longest: number;
  /** Whether a collect now would count no new day: today already counts (or a zone change's hold). */
  collectedToday: boolean;
  /** When the streak ends unless the player collects first (ISO); null without a streak. */
  breaksAt: string | null;
}

/** The stored streak seen at `now` in `timeZone`: alive until breaksAt. */
export function streakStatusAt(stored: Streak, now: Date, timeZone: string): StreakStatus {
  const none = { days: 0, longest: stored.longest, collectedToday: false, breaksAt: null };
  if (!stored.countedAt || stored.days === 0) return none;
  const breaks = breaksAt(stored, timeZone);
  if (now >= breaks) return none;
  return {
    days: stored.days,
    longest: stored.longest,
    collectedToday: !countsNewDay(stored, now, timeZone),
    breaksAt: breaks.toISOString(),
  };
}

/** The bonus, in percent of the base reward, a collect on day `days` of a streak earns. */
export function streakBonusPercent(rule: GameConfig['streakBonus'], days: number): number {
  return Math.min(rule.maxPercent, rule.percentPerDay * Math.max(0, days - 1));
}

/** The streak bonus in whole credits for a collect paying `reward` on day `days` of a streak. */
export function streakBonus(rule: GameConfig['streakBonus'], reward: number, days: number): number {
  return Math.floor((reward * streakBonusPercent(rule, days)) / 100);
}
