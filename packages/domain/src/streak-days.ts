// Daily streaks (docs/game-rules.md, "Streaks"): days in a row with a collection, counted in the
// player's own time zone. The one definition of "consecutive days" the game uses: the collect,
// the dashboard, the achievements and the "Longest streak" board all read it from here.
// Pure functions of their arguments: `now` is passed in, nothing reads the clock.

import type { GameConfig } from './config/game-config.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A player's streak as stored after their latest collect. */
export interface Streak {
  /** Days in a row with a collection, up to the (local) day of `lastCollectedAt`. */
  days: number;
  /** The longest streak the player ever had. */
  longest: number;
  /** ISO time of the latest collect; '' before any. */
  lastCollectedAt: string;
}

export const NO_STREAK: Streak = { days: 0, longest: 0, lastCollectedAt: '' };

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

/**
 * The streak after a collect at `now`: the first collect of a local day right after the last
 * one's day adds a day; a later day than that starts again at 1; another collect on the same day
 * (a bought-down cooldown) changes nothing but the time. `newDay` says whether the collect counted
 * a day (only then is a streak bonus paid).
 */
export function streakAfterCollect(
  before: Streak,
  now: Date,
  timeZone: string,
): { streak: Streak; newDay: boolean } {
  const today = localDay(now, timeZone);
  const gap = before.lastCollectedAt
    ? today - localDay(new Date(before.lastCollectedAt), timeZone)
    : Infinity;
  // gap < 0 only after a move to a zone further west: the day already counted.
  const days = gap <= 0 ? before.days : gap === 1 ? before.days + 1 : 1;
  return {
    streak: {
      days,
      longest: Math.max(before.longest, days),
      lastCollectedAt: now.toISOString(),
    },
    newDay: gap > 0,
  };
}

/** The streak as the player sees it at `now`. */
export interface StreakStatus {
  /** Days in a row up to today or yesterday (local); 0 once a whole day passed without a collect. */
  days: number;
  longest: number;
  /** Whether today (local) already counts. */
  collectedToday: boolean;
  /** When the streak ends unless the player collects first (ISO); null without a streak. */
  breaksAt: string | null;
}

/** The stored streak seen at `now`: alive while the last collect was today or yesterday. */
export function streakStatusAt(stored: Streak, now: Date, timeZone: string): StreakStatus {
  if (!stored.lastCollectedAt || stored.days === 0) {
    return { days: 0, longest: stored.longest, collectedToday: false, breaksAt: null };
  }
  const last = localDay(new Date(stored.lastCollectedAt), timeZone);
  const gap = localDay(now, timeZone) - last;
  if (gap > 1) return { days: 0, longest: stored.longest, collectedToday: false, breaksAt: null };
  return {
    days: stored.days,
    longest: stored.longest,
    collectedToday: gap <= 0,
    // The day after the last collect's day is the last one to collect on.
    breaksAt: startOfLocalDay(last + 2, timeZone).toISOString(),
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
