import { deletePendingMail, reschedulePendingMail, type Db } from '@orrery/db';
import { isEmailEnabled } from './email-preferences.js';
import type { AchievementView } from '../game/core/views.js';
import { queueMail } from './mail-queue.js';

// The mail the game's own events cause, each queued inside the event's transaction.

/**
 * A collect starts a cooldown: its reminder replaces any earlier one not yet sent (one mail per
 * cooldown at most), due when the cooldown ends, and only if the player wants it.
 */
export async function scheduleCollectionReminder(
  trx: Db,
  userId: number,
  nextCollectionAt: string,
  now: Date,
): Promise<void> {
  await deletePendingMail(trx, userId, 'collection-ready');
  if (!(await isEmailEnabled(trx, userId, 'collection-ready'))) return;
  await queueMail(
    trx,
    {
      userId,
      kind: 'collection-ready',
      dedupeKey: `collection-ready:${userId}:${now.toISOString()}`,
      dueAt: new Date(nextCollectionAt),
    },
    now,
  );
}

/** A buy-down ends the cooldown sooner: its reminder comes sooner too. */
export function moveCollectionReminder(
  trx: Db,
  userId: number,
  nextCollectionAt: string,
): Promise<void> {
  return reschedulePendingMail(trx, userId, 'collection-ready', nextCollectionAt);
}

/** The achievements one step completed share one mail. */
export async function queueAchievementMail(
  trx: Db,
  userId: number,
  earned: AchievementView[],
  now: Date,
): Promise<void> {
  if (earned.length === 0 || !(await isEmailEnabled(trx, userId, 'achievement-unlocked'))) return;
  const achievements = earned.map(({ name, description, rewardCredits }) => ({
    name,
    description,
    rewardCredits,
  }));
  await queueMail(trx, { userId, kind: 'achievement-unlocked', payload: { achievements } }, now);
}
