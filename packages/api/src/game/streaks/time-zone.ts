import { type Db } from '@orrery/db';
import { findUserById, updateUser } from '@orrery/db/accounts';
import { findPlayerStats } from '@orrery/db/profiles';
import { streakAfterCollect, streakBonusPercent, streakStatusAt } from '@orrery/domain';
import { loadGameConfig } from '../core/config.js';
import { accountGone, GameError } from '../core/errors.js';
import { streakOf } from '../achievements/player-stats.js';
import type { StreakView, TimeZoneSetting } from './streak-views.js';

// The player's time zone (the days their streak counts) and their streak as the dashboard shows it.

/** What a refused time zone says, under `details.timeZone`. */
export const NOT_A_TIME_ZONE = 'is not a time zone name (IANA, e.g. Europe/Berlin or UTC)';

/**
 * The IANA time zone `name` stands for, in its canonical spelling ('europe/berlin' →
 * 'Europe/Berlin', 'Etc/UTC' → 'UTC'), or null when it names none. Offsets such as '+01:00' are
 * refused: a zone follows its region's daylight saving time, a fixed offset does not.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export async function getTimeZone(db: Db, userId: number): Promise<TimeZoneSetting> {
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  return { timeZone: user.time_zone };
}

/** Sets the player's time zone; a name that is not one is refused with a field error. */
export async function setTimeZone(db: Db, userId: number, name: string): Promise<TimeZoneSetting> {
  const timeZone = canonicalTimeZone(name.trim());
  if (timeZone === null) {
    throw new GameError('INVALID_INPUT', `Unknown time zone: ${name}`, {
      timeZone: NOT_A_TIME_ZONE,
    });
  }
  if (!(await findUserById(db, userId))) throw accountGone();
  await updateUser(db, userId, { time_zone: timeZone });
  return { timeZone };
}

/** The player's streak at `now` in their time zone, with the bonus their next counted day earns. */
export async function getStreak(db: Db, userId: number, now: Date): Promise<StreakView> {
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  const stored = streakOf(await findPlayerStats(db, userId));
  const status = streakStatusAt(stored, now, user.time_zone);
  // The next collect that counts a day: today's if today is still open, else tomorrow's.
  const next = status.collectedToday
    ? stored.days + 1
    : streakAfterCollect(stored, now, user.time_zone).streak.days;
  const { streakBonus } = await loadGameConfig(db);
  return {
    ...status,
    timeZone: user.time_zone,
    bonusPercent: streakBonusPercent(streakBonus, next),
  };
}
