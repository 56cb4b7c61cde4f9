import { type Db } from '@orrery/db';
import { lockUser, type User } from '@orrery/db/accounts';
import {
  findTrade,
  listTradeItems,
  lockHoldings,
  lockTrade,
  markTradeReversed,
  type TradeRow,
} from '@orrery/db/trades';
import { GameError } from '../core/errors.js';
import { NO_SUCH_TRADE } from './trade-messages.js';
import { inTransaction } from '../../events/bus.js';
import { handOverSystems, payAll, shiftHoldings } from './hand-over.js';
import { emitTradeChange } from './trade-events.js';

export const reversedBecause = (reason: string) => `Reversed by an operator: ${reason}`;

/** What stops a reversal: each system no longer held where the trade put it, or the Ϟ gone. */
export class ReversalRefused extends GameError {
  constructor(readonly moved: string[]) {
    super('CONFLICT', `Cannot reverse: ${moved.join('; ')}`);
    this.name = 'ReversalRefused';
  }
}

async function lockBoth(trx: Db, trade: TradeRow): Promise<{ from: User; to: User }> {
  if (trade.from_user_id === null || trade.to_user_id === null) {
    throw new ReversalRefused(['a society in it was deleted']);
  }
  const users = new Map<number, User>();
  for (const id of [trade.from_user_id, trade.to_user_id].sort((a, b) => a - b)) {
    users.set(id, (await lockUser(trx, id))!);
  }
  return { from: users.get(trade.from_user_id)!, to: users.get(trade.to_user_id)! };
}

/**
 * Undoes an accepted trade for an operator, in one transaction: each system goes back, each Ϟ
 * amount is paid back (ledgered as 'trade-reversal'), the trade reads 'void' with the reason,
 * and both sides are mailed. Refused, naming what moved, unless everything is still where the
 * trade put it and each side can pay back the Ϟ it received.
 */
export async function reverseTrade(
  db: Db,
  id: number,
  reason: string,
  now: Date,
): Promise<TradeRow> {
  const text = reason.trim();
  if (text === '') throw new GameError('INVALID_INPUT', 'A reversal needs a reason');
  const known = await findTrade(db, id);
  if (!known) throw new GameError('NOT_FOUND', NO_SUCH_TRADE);
  return inTransaction(db, async (trx) => {
    const { from, to } = await lockBoth(trx, known);
    const trade = (await lockTrade(trx, id))!;
    if (trade.state !== 'accepted') {
      throw new ReversalRefused([`the trade is ${trade.state}, not accepted`]);
    }
    const items = await listTradeItems(trx, [id]);
    const holders = new Map(
      (
        await lockHoldings(
          trx,
          items.map((item) => item.system_id),
        )
      ).map((h) => [h.system_id, h.holder_id]),
    );
    const moved: string[] = [];
    for (const item of items) {
      const receiver = item.side === 'give' ? to : from;
      if (holders.get(item.system_id) !== receiver.id) {
        moved.push(`${item.name} is no longer held by ${receiver.username}`);
      }
    }
    if (from.currency < trade.get_credits) moved.push(`${from.username} no longer has the Ϟ`);
    if (to.currency < trade.give_credits) moved.push(`${to.username} no longer has the Ϟ`);
    if (moved.length > 0) throw new ReversalRefused(moved);

    const at = now.toISOString();
    // Each system goes back from the side that received it to the side that gave it.
    const shifts = await handOverSystems(
      trx,
      id,
      items,
      (side) => (side === 'give' ? [to, from] : [from, to]),
      at,
    );
    const description = () => `Reversal of trade ${id}: ${text}`;
    const reasons = ['trade-reversal', 'trade-reversal'] as const;
    await payAll(
      trx,
      [
        { payer: to, payee: from, amount: trade.give_credits, reasons, description },
        { payer: from, payee: to, amount: trade.get_credits, reasons, description },
      ],
      at,
    );
    await markTradeReversed(trx, id, reversedBecause(text));
    await emitTradeChange(trx, id, now, { reversal: { reason: text } });
    await shiftHoldings(trx, shifts);
    return (await lockTrade(trx, id))!;
  });
}
