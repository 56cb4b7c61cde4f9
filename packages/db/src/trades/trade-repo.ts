import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { forUpdate } from '../connection/row-locks.js';
import type {
  NewTrade,
  TradeItem,
  TradeRow,
  TradeStateValue,
} from '../schema/trades/trades.table.js';

// Offers between societies, their systems, blocks and the holders after the discoverer
// (docs/game-rules.md, "Trading"). The rules live in packages/api/src/game/trades.

/** Why a deleted society's open offers are void (the player reads it in the trade's history). */
export const SOCIETY_GONE = 'No longer possible: a society in it was deleted';

/** A system an offer names, with what the confirmation shows of it. */
export interface TradeItemSystem extends TradeItem {
  hash: string;
  name: string;
  sector: string;
  rarity: string;
  rarity_score: number;
  card_type: string;
  discovered_at: string | null;
  holder_id: number | null;
}

export async function insertTrade(
  db: Db,
  trade: NewTrade,
  items: { system_id: number; side: 'give' | 'get' }[],
): Promise<number> {
  const { id } = await db
    .insertInto('trades')
    .values(trade)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (items.length > 0) {
    await db
      .insertInto('trade_items')
      .values(items.map((item) => ({ ...item, trade_id: id })))
      .execute();
  }
  return id;
}

export async function findTrade(db: Db, id: number): Promise<TradeRow | undefined> {
  return db.selectFrom('trades').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The trade, locked until the transaction ends (read after the lock). */
export async function lockTrade(db: Db, id: number): Promise<TradeRow | undefined> {
  return forUpdate(db, db.selectFrom('trades').selectAll().where('id', '=', id)).executeTakeFirst();
}

/** The systems of these trades with their stored card fields and current holder. */
export async function listTradeItems(db: Db, tradeIds: number[]): Promise<TradeItemSystem[]> {
  if (tradeIds.length === 0) return [];
  return db
    .selectFrom('trade_items as i')
    .innerJoin('systems as s', 's.id', 'i.system_id')
    .leftJoin('discoveries as d', 'd.system_id', 'i.system_id')
    .select([
      'i.trade_id',
      'i.system_id',
      'i.side',
      's.hash',
      's.name',
      's.sector',
      's.rarity',
      's.rarity_score',
      's.card_type',
      'd.discovered_at',
      'd.holder_id',
    ])
    .where('i.trade_id', 'in', tradeIds)
    .orderBy('i.trade_id')
    .orderBy('s.rarity_score', 'desc')
    .orderBy('s.id')
    .execute();
}

/** Locks the discoveries of these systems (in id order, so racers cannot deadlock). */
export async function lockHoldings(
  db: Db,
  systemIds: number[],
): Promise<{ system_id: number; holder_id: number | null; discovered_at: string }[]> {
  if (systemIds.length === 0) return [];
  return forUpdate(
    db,
    db
      .selectFrom('discoveries')
      .select(['system_id', 'holder_id', 'discovered_at'])
      .where('system_id', 'in', systemIds)
      .orderBy('system_id'),
  ).execute();
}

export async function closeTrade(
  db: Db,
  id: number,
  state: TradeStateValue,
  closedAt: string,
  reason: string | null = null,
): Promise<void> {
  await db
    .updateTable('trades')
    .set({ state, closed_at: closedAt, reason })
    .where('id', '=', id)
    .execute();
}

/** An accepted trade an operator undid: void, with the reason; it keeps its closing time. */
export async function markTradeReversed(db: Db, id: number, reason: string): Promise<void> {
  await db.updateTable('trades').set({ state: 'void', reason }).where('id', '=', id).execute();
}

/** Open offers (other than `exceptId`) naming any of these systems: now impossible, voided. */
export async function voidOpenTradesNaming(
  db: Db,
  systemIds: number[],
  exceptId: number,
  closedAt: string,
  reason: string,
): Promise<number[]> {
  if (systemIds.length === 0) return [];
  const rows = await db
    .updateTable('trades')
    .set({ state: 'void', closed_at: closedAt, reason })
    .where('state', '=', 'open')
    .where('id', '!=', exceptId)
    .where('id', 'in', (eb) =>
      eb.selectFrom('trade_items').select('trade_id').where('system_id', 'in', systemIds),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A society's open offers, sent and received, turn void (its account is going). */
export async function voidOpenTradesOf(
  db: Db,
  userId: number,
  closedAt: string,
  reason: string,
): Promise<void> {
  await db
    .updateTable('trades')
    .set({ state: 'void', closed_at: closedAt, reason })
    .where('state', '=', 'open')
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .execute();
}

/** Open offers between two societies, either way, turn void (one blocked the other); their ids. */
export async function voidOpenTradesBetween(
  db: Db,
  a: number,
  b: number,
  closedAt: string,
  reason: string,
): Promise<number[]> {
  const rows = await db
    .updateTable('trades')
    .set({ state: 'void', closed_at: closedAt, reason })
    .where('state', '=', 'open')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
      ]),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Open offers whose time ran out become 'expired' (closed at their expiry): their ids. One
 * statement, so two sweeps at once each close an offer at most once between them.
 */
export async function expireTrades(db: Db, now: string, limit = 500): Promise<number[]> {
  const rows = await db
    .updateTable('trades')
    .set({ state: 'expired', closed_at: sql<string>`expires_at` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('trades')
        .select('id')
        .where('state', '=', 'open')
        .where('expires_at', '<=', now)
        .orderBy('id')
        .limit(limit),
    )
    .where('state', '=', 'open')
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export type TradeBox = 'incoming' | 'outgoing' | 'history';

/** A box of the player's trades, newest first: open received, open sent, or every closed one. */
export async function listTradesOf(
  db: Db,
  userId: number,
  box: TradeBox,
  limit: number,
): Promise<TradeRow[]> {
  let query = db.selectFrom('trades').selectAll();
  if (box === 'incoming') {
    query = query.where('to_user_id', '=', userId).where('state', '=', 'open');
  } else if (box === 'outgoing') {
    query = query.where('from_user_id', '=', userId).where('state', '=', 'open');
  } else {
    query = query
      .where('state', '!=', 'open')
      .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]));
  }
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Every trade, or one society's, newest first (operators). */
export async function listAllTrades(
  db: Db,
  options: { userId?: number; limit: number },
): Promise<TradeRow[]> {
  let query = db.selectFrom('trades').selectAll();
  if (options.userId !== undefined) {
    const id = options.userId;
    query = query.where((eb) => eb.or([eb('from_user_id', '=', id), eb('to_user_id', '=', id)]));
  }
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

export async function countOpenOffersFrom(db: Db, userId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('from_user_id', '=', userId)
    .where('state', '=', 'open')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open offers waiting for the player's answer (the dashboard's count). */
export async function countOpenOffersTo(db: Db, userId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_user_id', '=', userId)
    .where('state', '=', 'open')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Trades the player took part in that were accepted in [from, to). */
export async function countAcceptedBetween(
  db: Db,
  userId: number,
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .where('state', '=', 'accepted')
    .where('closed_at', '>=', from)
    .where('closed_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Accepted trades the player took part in, oldest first (the trade achievements count them). */
export async function listAcceptedTradesOf(db: Db, userId: number): Promise<TradeRow[]> {
  return db
    .selectFrom('trades')
    .selectAll()
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .where('state', '=', 'accepted')
    .orderBy('id')
    .execute();
}

export async function blockSociety(db: Db, blockerId: number, blockedId: number, now: string) {
  await db
    .insertInto('society_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function unblockSociety(db: Db, blockerId: number, blockedId: number) {
  await db
    .deleteFrom('society_blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

export async function isBlocked(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('society_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A system changing holder in a trade. */
export interface HoldingMove {
  systemId: number;
  fromId: number;
  toId: number;
}

/**
 * Hands held systems over, a statement for each table whatever their number: each holder changes,
 * each move is logged, finishes go with the cards and the cards leave the old holders' showcases.
 * Call inside the trade's transaction.
 */
export async function moveHoldings(
  db: Db,
  moves: HoldingMove[],
  tradeId: number,
  at: string,
): Promise<void> {
  if (moves.length === 0) return;
  const ids = moves.map((move) => move.systemId);
  const newHolder = sql<number>`case system_id ${sql.join(
    moves.map((move) => sql`when ${move.systemId} then cast(${move.toId} as integer)`),
    sql` `,
  )} end`;
  await db
    .updateTable('discoveries')
    .set({ holder_id: newHolder })
    .where('system_id', 'in', ids)
    .execute();
  await db
    .insertInto('system_holders')
    .values(
      moves.map((move) => ({
        system_id: move.systemId,
        user_id: move.toId,
        trade_id: tradeId,
        since: at,
      })),
    )
    .execute();
  await db
    .updateTable('card_finishes')
    .set({ user_id: newHolder })
    .where('system_id', 'in', ids)
    .execute();
  // Only a system's holder may show it: every showcase row of a moved system is its old holder's.
  await db.deleteFrom('showcase_cards').where('system_id', 'in', ids).execute();
}

/** The holders after the discoverer, oldest first, with their public names (null: private). */
export async function listSystemHolders(
  db: Db,
  systemId: number,
): Promise<{ user_id: number; username: string | null; trade_id: number; since: string }[]> {
  return db
    .selectFrom('system_holders as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .leftJoin('profile_settings as ps', 'ps.user_id', 'h.user_id')
    .select(['h.user_id', 'h.trade_id', 'h.since'])
    .select(
      sql<string | null>`case when ps.private = 1 then null else u.username end`.as('username'),
    )
    .where('h.system_id', '=', systemId)
    .orderBy('h.id')
    .execute();
}

/** Discovery rows: released (deleted) where the society holds, handed to the holder where not. */
export async function releaseHoldingsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('discoveries').where('holder_id', '=', userId).execute();
  // Its discoveries another society holds stay with that holder, who is recorded as discoverer
  // (the discoverer's account is gone; discoveries.user_id must name an account).
  await db
    .updateTable('discoveries')
    .set({ user_id: sql<number>`holder_id` })
    .where('user_id', '=', userId)
    .where('holder_id', '!=', userId)
    .execute();
}

/** Systems the player discovered, wherever they are held now (the trading threshold). */
export async function countCollectedBy(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('discoveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stored systems by hash, with their discovery (none for an undiscovered system). */
export async function findTradeSystems(
  db: Db,
  hashes: string[],
): Promise<
  {
    id: number;
    hash: string;
    name: string;
    holder_id: number | null;
    discovered_at: string | null;
  }[]
> {
  if (hashes.length === 0) return [];
  return db
    .selectFrom('systems as s')
    .leftJoin('discoveries as d', 'd.system_id', 's.id')
    .select(['s.id', 's.hash', 's.name', 'd.holder_id', 'd.discovered_at'])
    .where('s.hash', 'in', hashes)
    .execute();
}

/** Society names by id. */
export async function societyNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}
