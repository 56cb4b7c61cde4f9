import type { Streak } from '../api/types.js';

// The dashboard's streak line (docs/game-rules.md, "Streaks"): the server counts the streak and says when it breaks;
// this only writes it down, the time in the player's own time zone (the one the days are counted in).

/** `time` in `timeZone` as "Fri 27 Nov, 00:00" (24-hour clock, the same on every browser). */
export function zonedTime(time: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(time))
    .replace(/^(\w+),? /, '$1 ');
}

export const dayCount = (days: number) =>
  `${days.toLocaleString('en')} ${days === 1 ? 'day' : 'days'}`;

/** The streak in one sentence, e.g. "Streak: 4 days — collect before Fri 27 Nov, 00:00 to keep it". */
export function streakHeadline(streak: Streak): string {
  if (streak.days === 0 || streak.breaksAt === null) {
    return streak.longest > 0
      ? `Streak: none — collect today to start a new one (longest: ${dayCount(streak.longest)})`
      : 'Streak: none yet — collect today to start one';
  }
  return `Streak: ${dayCount(streak.days)} — collect before ${zonedTime(streak.breaksAt, streak.timeZone)} to keep it`;
}

/** What the next day of the streak pays, e.g. "Today counts. Tomorrow's first collect pays +40%". */
export function streakBonusLine(streak: Streak): string {
  const bonus =
    streak.bonusPercent > 0 ? `+${streak.bonusPercent}% streak bonus` : 'no streak bonus yet';
  return streak.collectedToday
    ? `Today counts. Tomorrow's first collect earns ${bonus}.`
    : `Today's first collect earns ${bonus}.`;
}
