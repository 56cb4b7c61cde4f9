import { type Db } from '@orrery/db';
import { expireTrades } from '@orrery/db/trades';
import { inTransaction } from '../../events/bus.js';
import { emitTradeChanges } from './trade-events.js';

/** Offers closed per transaction: a long backlog is worked off in short transactions. */
export const EXPIRY_BATCH = 200;

/**
 * Closes every open offer whose time ran out at `now` as `expired`, and tells both of its parties
 * (the live stream hears each). Reads show such an offer expired already; this makes it durable.
 * Safe to run on several servers at once: each offer closes once. Answers how many closed.
 */
export async function sweepExpiredTrades(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const closed = await inTransaction(db, async (trx) => {
      const ids = await expireTrades(trx, now.toISOString(), EXPIRY_BATCH);
      await emitTradeChanges(trx, ids, now);
      return ids.length;
    });
    total += closed;
    if (closed < EXPIRY_BATCH) return total;
  }
}
