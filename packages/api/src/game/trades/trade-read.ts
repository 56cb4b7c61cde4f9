import { type Db } from '@orrery/db';
import { findUserByUsername } from '@orrery/db/accounts';
import {
  findTrade,
  listAllTrades,
  listTradeItems,
  listTradesOf,
  societyNames,
  type TradeBox,
  type TradeItemSystem,
  type TradeRow,
} from '@orrery/db/trades';
import { tradeSideValue, tradeValueWarning, type Rarity } from '@orrery/domain';
import type { GameConfig } from '@orrery/domain/config';
import { loadGameConfig } from '../core/config.js';
import { GameError } from '../core/errors.js';
import { sweepExpiredTrades } from './expiry.js';
import { NO_SUCH_SOCIETY, NO_SUCH_TRADE } from './trade-messages.js';
import type { Trade, TradeList, TradeSystem } from './trade-views.js';

/** A society that no longer exists, as its trades name it. */
export const DELETED_SOCIETY = 'A deleted society';

/** Most trades a box answers. */
export const TRADE_BOX_SIZE = 100;

const toTradeSystem = (item: TradeItemSystem): TradeSystem => ({
  hash: item.hash,
  name: item.name,
  sector: item.sector,
  rarity: item.rarity as Rarity,
  rarityScore: item.rarity_score,
  cardType: item.card_type,
});

/** The trades' answers, with their systems, names and values, in the order given. */
export async function tradeViews(
  db: Db,
  config: GameConfig,
  rows: TradeRow[],
  now: Date,
): Promise<Trade[]> {
  const items = await listTradeItems(
    db,
    rows.map((row) => row.id),
  );
  const names = await societyNames(
    db,
    rows.flatMap((row) => [row.from_user_id, row.to_user_id]).filter((id) => id !== null),
  );
  const nameOf = (id: number | null) =>
    (id === null ? undefined : names.get(id)) ?? DELETED_SOCIETY;
  return rows.map((row) => {
    const mine = items.filter((item) => item.trade_id === row.id);
    const give = mine.filter((item) => item.side === 'give');
    const get = mine.filter((item) => item.side === 'get');
    const rewards = config.collectionRewards;
    const value = {
      give: tradeSideValue(
        rewards,
        give.map((item) => item.rarity as Rarity),
        row.give_credits,
      ),
      get: tradeSideValue(
        rewards,
        get.map((item) => item.rarity as Rarity),
        row.get_credits,
      ),
    };
    // An open offer past its time reads as expired before the sweep closes it.
    const lapsed = row.state === 'open' && Date.parse(row.expires_at) <= now.getTime();
    const trade: Trade = {
      id: row.id,
      from: nameOf(row.from_user_id),
      to: nameOf(row.to_user_id),
      give: give.map(toTradeSystem),
      get: get.map(toTradeSystem),
      giveCredits: Number(row.give_credits),
      getCredits: Number(row.get_credits),
      message: row.message,
      state: lapsed ? 'expired' : row.state,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      value,
      valueWarning: tradeValueWarning(value.give, value.get, config.trading.valueWarningRatio),
    };
    const closedAt = lapsed ? row.expires_at : row.closed_at;
    if (closedAt !== null) trade.closedAt = closedAt;
    if (row.reason !== null) trade.reason = row.reason;
    if (row.counters_id !== null) trade.counters = row.counters_id;
    return trade;
  });
}

export async function tradeView(db: Db, row: TradeRow, now: Date): Promise<Trade> {
  const [view] = await tradeViews(db, await loadGameConfig(db), [row], now);
  return view!;
}

/**
 * `tradeView` with its reads on one pooled connection: a request that answers a trade waits for a
 * busy pool once, not once per read.
 */
export function tradeViewOnOneConnection(db: Db, row: TradeRow, now: Date): Promise<Trade> {
  return db.connection().execute((conn) => tradeView(conn, row, now));
}

/** The trade, when the player is one of its two societies (else NOT_FOUND: none of theirs). */
export async function findOwnTrade(db: Db, userId: number, id: number): Promise<TradeRow> {
  const row = await findTrade(db, id);
  if (!row || (row.from_user_id !== userId && row.to_user_id !== userId)) {
    throw new GameError('NOT_FOUND', NO_SUCH_TRADE);
  }
  return row;
}

export async function getTrade(db: Db, userId: number, id: number, now: Date): Promise<Trade> {
  return tradeView(db, await findOwnTrade(db, userId, id), now);
}

/** A box of the player's trades, newest first; offers past their time are closed first (swept). */
export async function listTrades(
  db: Db,
  userId: number,
  box: TradeBox,
  now: Date,
): Promise<TradeList> {
  await sweepExpiredTrades(db, now);
  const rows = await listTradesOf(db, userId, box, TRADE_BOX_SIZE);
  return { trades: await tradeViews(db, await loadGameConfig(db), rows, now) };
}

/** Every trade, or one society's, newest first (operators: `orrery trades list`). */
export async function listTradesForOperator(
  db: Db,
  options: { society?: string | undefined; limit?: number },
  now: Date,
): Promise<Trade[]> {
  let userId: number | undefined;
  if (options.society !== undefined) {
    const user = await findUserByUsername(db, options.society);
    if (!user) throw new GameError('NOT_FOUND', NO_SUCH_SOCIETY);
    userId = user.id;
  }
  const rows = await listAllTrades(db, { userId, limit: options.limit ?? 1000 });
  return tradeViews(db, await loadGameConfig(db), rows, now);
}

/** Any trade by id (operators: `orrery trades show`). */
export async function getTradeForOperator(db: Db, id: number, now: Date): Promise<Trade> {
  const row = await findTrade(db, id);
  if (!row) throw new GameError('NOT_FOUND', NO_SUCH_TRADE);
  return tradeView(db, row, now);
}
