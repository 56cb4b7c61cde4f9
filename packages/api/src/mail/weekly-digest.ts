import { type Db } from '@orrery/db';
import { listUserIdsWithEmailEnabled, weekDiscoveries, type WeekDiscovery } from '@orrery/db/mail';
import { getSetting, setSetting } from '@orrery/db/settings';
import { weekOf, weekStartOf } from '../game/core/week.js';
import { queueMail } from './mail-queue.js';

// The weekly digest (docs/operations.md, "Mail"): after each leaderboard week (Monday 00:00 UTC),
// one mail per player who has it on, with their week and the galaxy's. A week in which nobody
// discovered anything has nothing to say, and is not mailed.

const DAY_MS = 86_400_000;
/** The player's finds a digest lists (rarest first). */
const LISTED = 5;
const QUEUED_SETTING = 'weekly_digest_queued';

export interface WeekNews {
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: string;
  player: { count: number; rarest: WeekDiscovery[] };
  galaxy: { count: number; rarest: WeekDiscovery[] };
}

function weekRange(weekStart: string) {
  return weekOf(new Date(`${weekStart}T00:00:00.000Z`));
}

export async function weekNews(db: Db, userId: number, weekStart: string): Promise<WeekNews> {
  const { start, end } = weekRange(weekStart);
  return {
    weekStart,
    player: await weekDiscoveries(db, { from: start, to: end, userId, limit: LISTED }),
    galaxy: await weekDiscoveries(db, { from: start, to: end, limit: 1 }),
  };
}

/**
 * Queues the digest of the last whole week before `now` for every player who has it on, once
 * (a setting remembers the week; each row's dedupe key keeps servers racing here from doubling).
 * Answers how many were queued.
 */
export async function queueWeeklyDigests(db: Db, now: Date): Promise<number> {
  const weekStart = weekStartOf(new Date(now.getTime() - 7 * DAY_MS));
  if ((await getSetting(db, QUEUED_SETTING)) === weekStart) return 0;
  const { start, end } = weekRange(weekStart);
  const galaxy = await weekDiscoveries(db, { from: start, to: end, limit: 0 });
  return db.transaction().execute(async (trx) => {
    let queued = 0;
    if (galaxy.count > 0) {
      for (const userId of await listUserIdsWithEmailEnabled(trx, 'weekly-digest')) {
        const id = await queueMail(
          trx,
          {
            userId,
            kind: 'weekly-digest',
            payload: { weekStart },
            dedupeKey: `weekly-digest:${userId}:${weekStart}`,
          },
          now,
        );
        if (id !== undefined) queued += 1;
      }
    }
    await setSetting(trx, QUEUED_SETTING, weekStart);
    return queued;
  });
}
