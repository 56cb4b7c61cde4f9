import type { Db, User } from '@orrery/db';
import { isEmailEnabled } from '../../mail/email-preferences.js';
import { queueMail } from '../../mail/mail-queue.js';
import type { TradeMailPayload } from '../../mail/trade-mail-compose.js';

// Trade mail, queued inside the trade's transaction (sent only if it commits), to players who keep
// the "Trades" preference on.

async function queueTrade(trx: Db, userId: number, payload: TradeMailPayload, now: Date) {
  if (!(await isEmailEnabled(trx, userId, 'trades'))) return;
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

/** The receiver hears of an offer. */
export function queueOfferMail(
  trx: Db,
  offer: { tradeId: number; sender: User; receiverId: number },
  now: Date,
): Promise<void> {
  return queueTrade(
    trx,
    offer.receiverId,
    { tradeId: offer.tradeId, event: 'offer', society: offer.sender.username },
    now,
  );
}

/** Both sides hear that a trade went through (or, `reversed`, was undone by an operator). */
export async function queueAcceptedMail(
  trx: Db,
  trade: { tradeId: number; from: User; to: User },
  now: Date,
  reversal?: { reason: string },
): Promise<void> {
  const event = reversal ? 'reversed' : 'accepted';
  const extra = reversal ? { reason: reversal.reason } : {};
  await queueTrade(
    trx,
    trade.from.id,
    { tradeId: trade.tradeId, event, society: trade.to.username, ...extra },
    now,
  );
  await queueTrade(
    trx,
    trade.to.id,
    { tradeId: trade.tradeId, event, society: trade.from.username, ...extra },
    now,
  );
}
