import { type Db } from '@orrery/db';
import { findUserById, type User } from '@orrery/db/accounts';
import { findTrade, listTradeItems, type TradeItemSystem, type TradeRow } from '@orrery/db/trades';
import type { GameEventData } from '@orrery/domain/events';
import { emit } from '../../events/bus.js';

// A trade's changes ride the game's event bus (events/bus.ts): each of its two parties hears
// one `trade` event, in the trade's transaction. Mail listens (mail/game-mail.ts); the live
// stream hears it once the transaction commits.

/** What the change adds to the trade as it now reads. */
export interface TradeChange {
  counters?: number | undefined;
  /** An operator undid the accepted trade, for this reason. */
  reversal?: { reason: string };
}

/** A trade as its caller already holds it (as it now reads), so that nothing is read again. */
export interface KnownTrade {
  trade: TradeRow;
  from: User;
  to: User;
  items: TradeItemSystem[];
}

async function readTrade(trx: Db, tradeId: number): Promise<KnownTrade | undefined> {
  const trade = (await findTrade(trx, tradeId))!;
  if (trade.from_user_id === null || trade.to_user_id === null) return undefined;
  const [from, to] = [
    await findUserById(trx, trade.from_user_id),
    await findUserById(trx, trade.to_user_id),
  ];
  if (!from || !to) return undefined;
  return { trade, from, to, items: await listTradeItems(trx, [tradeId]) };
}

/** Emits the trade as it now reads, after a change, to each of its parties that still exists. */
export async function emitTradeChange(
  trx: Db,
  tradeId: number,
  now: Date,
  change: TradeChange = {},
  known?: KnownTrade,
): Promise<void> {
  const read = known ?? (await readTrade(trx, tradeId));
  if (!read) return;
  const { trade, from, to, items } = read;
  const systems = (side: 'give' | 'get') => items.filter((item) => item.side === side).length;
  const reason = change.reversal?.reason ?? trade.reason ?? undefined;
  const data: Omit<GameEventData<'trade'>, 'you'> = {
    id: trade.id,
    state: trade.state,
    from: from.username,
    to: to.username,
    give: { systems: systems('give'), credits: trade.give_credits },
    get: { systems: systems('get'), credits: trade.get_credits },
    ...(change.counters === undefined ? {} : { counters: change.counters }),
    reversed: change.reversal !== undefined,
    ...(reason === undefined ? {} : { reason }),
    at: now.toISOString(),
  };
  for (const [you, party] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const audience = { kind: 'user', userId: party.id } as const;
    await emit(trx, { type: 'trade', data: { ...data, you }, audience }, now);
  }
}

/** Emits each of several trades' changes (offers an accept made impossible). */
export async function emitTradeChanges(trx: Db, tradeIds: number[], now: Date): Promise<void> {
  for (const id of tradeIds) await emitTradeChange(trx, id, now);
}
