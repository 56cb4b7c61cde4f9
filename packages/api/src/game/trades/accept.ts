import { type Db } from '@orrery/db';
import { lockUser, type User } from '@orrery/db/accounts';
import {
  blockersBetween,
  closeTrade,
  listTradeItems,
  lockHoldings,
  lockSocieties,
  lockTrade,
  voidOpenTradesNaming,
  type TradeItemSystem,
  type TradeRow,
} from '@orrery/db/trades';
import { evaluateTradeAchievements } from '../achievements/achievements.js';
import { loadGameConfig } from '../core/config.js';
import { accountGone, GameError } from '../core/errors.js';
import { inTransaction } from '../../events/bus.js';
import { checkPartiesMayTrade } from './trade-eligibility.js';
import {
  BLOCKED,
  EXPIRED,
  NO_LONGER_POSSIBLE,
  NO_SUCH_TRADE,
  NOT_OPEN,
  notCovered,
  ONLY_RECEIVER,
  ONLY_SENDER,
  YOU_BLOCKED,
} from './trade-messages.js';
import { emitTradeChange, emitTradeChanges } from './trade-events.js';
import { findOwnTrade, tradeViewOnOneConnection } from './trade-read.js';
import { handOverSystems, payAll, shiftHoldings } from './hand-over.js';
import type { Trade } from './trade-views.js';

/** Both societies locked in id order (so two trades between them cannot deadlock), then the trade. */
async function lockParties(
  trx: Db,
  row: TradeRow,
): Promise<{ from: User; to: User; trade: TradeRow }> {
  if (row.from_user_id === null || row.to_user_id === null) {
    throw new GameError('CONFLICT', NOT_OPEN);
  }
  const locked = await lockSocieties(trx, [row.from_user_id, row.to_user_id]);
  const [from, to] = [locked.get(row.from_user_id), locked.get(row.to_user_id)];
  if (!from || !to) throw new GameError('CONFLICT', NOT_OPEN);
  const trade = await lockTrade(trx, row.id);
  if (!trade) throw new GameError('NOT_FOUND', NO_SUCH_TRADE);
  return { from, to, trade };
}

/** Refuses answering a trade that is not open any more, or whose time ran out. */
function checkStillOpen(trade: TradeRow, now: Date): void {
  if (trade.state === 'void') throw new GameError('CONFLICT', trade.reason ?? NO_LONGER_POSSIBLE);
  if (trade.state !== 'open') throw new GameError('CONFLICT', NOT_OPEN);
  if (Date.parse(trade.expires_at) <= now.getTime()) throw new GameError('CONFLICT', EXPIRED);
}

/** Every named system is still held by the side that gives it. */
async function stillHeld(trx: Db, trade: TradeRow, items: TradeItemSystem[]): Promise<boolean> {
  const holdings = await lockHoldings(
    trx,
    items.map((item) => item.system_id),
  );
  const holderOf = new Map(holdings.map((h) => [h.system_id, h.holder_id]));
  return items.every(
    (item) =>
      holderOf.get(item.system_id) ===
      (item.side === 'give' ? trade.from_user_id : trade.to_user_id),
  );
}

const TRADE_LEDGER = ['trade-out', 'trade-in'] as const;

type AcceptOutcome = { row: TradeRow } | { voided: true };

/**
 * Accepts an offer sent to the player (docs/game-rules.md, "Trading"): in one transaction, every
 * system changes holder, each side's Ϟ is one ledger row on each side, and every other open offer
 * naming a system that moved turns void. An offer whose systems moved meanwhile turns void and
 * answers CONFLICT. Accepting an accepted trade again answers it unchanged (a double click).
 */
export async function acceptTrade(db: Db, userId: number, id: number, now: Date): Promise<Trade> {
  const outcome = await inTransaction(db, async (trx): Promise<AcceptOutcome> => {
    // Read on the transaction's connection: a busy pool is waited for once per accept.
    const known = await findOwnTrade(trx, userId, id);
    if (known.to_user_id !== userId) throw new GameError('FORBIDDEN', ONLY_RECEIVER);
    const { from, to, trade } = await lockParties(trx, known);
    if (trade.state === 'accepted') return { row: trade };
    checkStillOpen(trade, now);
    const game = await loadGameConfig(trx);
    await checkPartiesMayTrade(trx, game.trading, to, from, now);
    // A block set while the offer was being sent (blocking voids those it sees).
    const blockers = await blockersBetween(trx, to.id, from.id);
    if (blockers.has(to.id)) throw new GameError('FORBIDDEN', YOU_BLOCKED);
    if (blockers.has(from.id)) throw new GameError('FORBIDDEN', BLOCKED);
    const items = await listTradeItems(trx, [trade.id]);
    if (!(await stillHeld(trx, trade, items))) {
      await closeTrade(trx, trade.id, 'void', now.toISOString(), NO_LONGER_POSSIBLE);
      await emitTradeChange(trx, trade.id, now);
      return { voided: true };
    }
    if (from.currency < trade.give_credits) {
      throw new GameError('RULE_VIOLATION', notCovered(from.username));
    }
    if (to.currency < trade.get_credits) {
      throw new GameError('RULE_VIOLATION', notCovered(to.username));
    }
    const at = now.toISOString();
    const description = (other: User) => `Trade ${trade.id} with ${other.username}`;
    const shifts = await handOverSystems(
      trx,
      trade.id,
      items,
      (side) => (side === 'give' ? [from, to] : [to, from]),
      at,
    );
    await payAll(
      trx,
      [
        {
          payer: from,
          payee: to,
          amount: trade.give_credits,
          reasons: TRADE_LEDGER,
          description,
        },
        {
          payer: to,
          payee: from,
          amount: trade.get_credits,
          reasons: TRADE_LEDGER,
          description,
        },
      ],
      at,
    );
    await closeTrade(trx, trade.id, 'accepted', at);
    const accepted: TradeRow = { ...trade, state: 'accepted', closed_at: at, reason: null };
    const voided = await voidOpenTradesNaming(
      trx,
      items.map((item) => item.system_id),
      trade.id,
      now.toISOString(),
      NO_LONGER_POSSIBLE,
    );
    // Only the trade achievements can move here. Unlocks are emitted as game events: mail and
    // the live stream hear them (events/bus.ts).
    for (const party of [from, to]) await evaluateTradeAchievements(trx, party.id, game, now);
    await emitTradeChange(trx, trade.id, now, {}, { trade: accepted, from, to, items });
    await emitTradeChanges(trx, voided, now);
    await shiftHoldings(trx, shifts);
    return { row: accepted };
  });
  // The void is committed: the answer says why the accept could not happen.
  if ('voided' in outcome) throw new GameError('CONFLICT', NO_LONGER_POSSIBLE);
  return tradeViewOnOneConnection(db, outcome.row, now);
}

/** The receiver turns an open offer down. */
export async function declineTrade(db: Db, userId: number, id: number, now: Date): Promise<Trade> {
  return closeAsParty(db, userId, id, 'declined', now);
}

/** The sender takes back an open offer. */
export async function cancelTrade(db: Db, userId: number, id: number, now: Date): Promise<Trade> {
  return closeAsParty(db, userId, id, 'cancelled', now);
}

async function closeAsParty(
  db: Db,
  userId: number,
  id: number,
  state: 'declined' | 'cancelled',
  now: Date,
): Promise<Trade> {
  const row = await inTransaction(db, async (trx) => {
    await findOwnTrade(trx, userId, id);
    if (!(await lockUser(trx, userId))) throw accountGone();
    const trade = (await lockTrade(trx, id))!;
    const party = state === 'declined' ? trade.to_user_id : trade.from_user_id;
    if (party !== userId) {
      throw new GameError('FORBIDDEN', state === 'declined' ? ONLY_RECEIVER : ONLY_SENDER);
    }
    checkStillOpen(trade, now);
    await closeTrade(trx, id, state, now.toISOString());
    await emitTradeChange(trx, id, now);
    return (await lockTrade(trx, id))!;
  });
  return tradeViewOnOneConnection(db, row, now);
}
