import { type Db } from '@orrery/db';
import { deletePendingMail, reschedulePendingMail } from '@orrery/db/mail';
import type { GameEvent, GameEventData } from '@orrery/domain/events';
import { onGameEvent } from '../events/bus.js';
import { isEmailEnabled } from './email-preferences.js';
import { queueMail } from './mail-queue.js';
import type { TradeMailPayload } from './trade-mail-compose.js';

// The mail the game's own events cause. Mail listens to the game's event bus (events/bus.ts); the
// game never calls mail. Each mail is queued inside the event's transaction, so a rolled-back
// step queues nothing.

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
  { achievements }: GameEventData<'achievement'>,
  now: Date,
): Promise<void> {
  if (!(await isEmailEnabled(trx, userId, 'achievement-unlocked'))) return;
  const listed = achievements.map(({ name, description, rewardCredits }) => ({
    name,
    description,
    rewardCredits,
  }));
  await queueMail(
    trx,
    { userId, kind: 'achievement-unlocked', payload: { achievements: listed } },
    now,
  );
}

type TradeEvent = Extract<GameEvent, { type: 'trade' }>;

/** What mail, if any, the event's party gets: an offer received, a trade done, one reversed. */
export function tradeMailFor(event: TradeEvent): TradeMailPayload | null {
  const { id, state, from, to, you, reversed, reason } = event.data;
  const society = you === 'from' ? to : from;
  if (state === 'open' && you === 'to') return { tradeId: id, event: 'offer', society };
  if (state === 'accepted') return { tradeId: id, event: 'accepted', society };
  if (reversed) return { tradeId: id, event: 'reversed', society, reason: reason ?? '' };
  return null;
}

/** Trade mail goes to players who keep the "Trades" preference on. */
export async function queueTradeMail(trx: Db, event: TradeEvent, now: Date): Promise<void> {
  if (event.audience.kind !== 'user') return;
  const { userId } = event.audience;
  const payload = tradeMailFor(event);
  if (!payload || !(await isEmailEnabled(trx, userId, 'trades'))) return;
  await queueMail(
    trx,
    {
      userId,
      kind: 'trades',
      payload: { ...payload },
      dedupeKey: `trades:${payload.event}:${payload.tradeId}:${userId}:${now.toISOString()}`,
    },
    now,
  );
}

let listening = false;

/** Subscribes the game's mail to the game's events, once per process. */
export function listenToGameEvents(): void {
  if (listening) return;
  listening = true;
  onGameEvent('cooldown', async (trx, event, now) => {
    if (event.type !== 'cooldown' || event.audience.kind !== 'user') return;
    const { userId } = event.audience;
    const { reason, nextCollectionAvailable } = event.data;
    if (reason === 'collect') {
      await scheduleCollectionReminder(trx, userId, nextCollectionAvailable, now);
    } else await moveCollectionReminder(trx, userId, nextCollectionAvailable);
  });
  onGameEvent('achievement', async (trx, event, now) => {
    if (event.type !== 'achievement' || event.audience.kind !== 'user') return;
    await queueAchievementMail(trx, event.audience.userId, event.data, now);
  });
  onGameEvent('trade', async (trx, event, now) => {
    if (event.type === 'trade') await queueTradeMail(trx, event, now);
  });
}
