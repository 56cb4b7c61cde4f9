import { type Db } from '@orrery/db';
import { type User } from '@orrery/db/accounts';
import { recordTransactions, type NewLedgerTransaction } from '@orrery/db/economy';
import { shiftHoldingStats, type HoldingShift } from '@orrery/db/profiles';
import { moveHoldings, type TradeItemSystem } from '@orrery/db/trades';

// What an accepted (or reversed) trade writes, in a few set-based statements whatever its size.

/** Who gives and who takes the systems of one side of the trade. */
export type SideParties = (side: 'give' | 'get') => readonly [giver: User, taker: User];

/**
 * Every named system changes holder. Answers how each side's holdings change, for
 * `shiftHoldings` to write as the transaction's last statements.
 */
export async function handOverSystems(
  trx: Db,
  tradeId: number,
  items: TradeItemSystem[],
  parties: SideParties,
  at: string,
): Promise<HoldingShift[]> {
  const shifts = new Map<number, HoldingShift>();
  const shift = (userId: number, systems: number, rarityMilli: number) => {
    const entry = shifts.get(userId) ?? { userId, systems: 0, rarityMilli: 0 };
    entry.systems += systems;
    entry.rarityMilli += rarityMilli;
    shifts.set(userId, entry);
  };
  const moves = items.map((item) => {
    const [giver, taker] = parties(item.side);
    const milli = Math.round(item.rarity_score * 1000);
    shift(giver.id, -1, -milli);
    shift(taker.id, 1, milli);
    return { systemId: item.system_id, fromId: giver.id, toId: taker.id };
  });
  await moveHoldings(trx, moves, tradeId, at);
  return [...shifts.values()];
}

/**
 * The holdings boards follow the moved systems. Their bucket rows are shared by every player, so on
 * PostgreSQL each trade waits for the previous one's commit to write them: written last, they
 * are held only while the transaction commits rather than through the rest of it.
 */
export async function shiftHoldings(trx: Db, shifts: HoldingShift[]): Promise<void> {
  await shiftHoldingStats(trx, shifts);
}

/** A payment across: an outgoing row for the payer and an incoming one for the payee. */
export interface Payment {
  payer: User;
  payee: User;
  amount: number;
  reasons: readonly [outgoing: string, incoming: string];
  /** The rows' description, naming the other side of the row's owner. */
  description: (other: User) => string;
}

/** Every non-zero payment, ledgered in one insert with one update of the balances. */
export async function payAll(trx: Db, payments: Payment[], at: string): Promise<void> {
  const rows: NewLedgerTransaction[] = payments
    .filter((payment) => payment.amount !== 0)
    .flatMap(({ payer, payee, amount, reasons, description }) => [
      {
        user_id: payer.id,
        reason: reasons[0],
        description: description(payee),
        amount: -amount,
        created_at: at,
      },
      {
        user_id: payee.id,
        reason: reasons[1],
        description: description(payer),
        amount,
        created_at: at,
      },
    ]);
  await recordTransactions(trx, rows);
}
