import { recordTransaction } from '@orrery/db/economy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import {
  getBalance,
  getTransactionHistory,
  grantCredits,
  LEDGER_REASONS,
  MAX_HISTORY_LIMIT,
} from './index.js';
import {
  at,
  emptyGameDb,
  expectRefusal,
  newPlayer,
  T0,
  type GameDb,
} from '../../../test/game/game-db.js';

// One database for the file (each test has its own player): a fresh one per test costs seconds on
// PostgreSQL.
let g: GameDb;
beforeAll(async () => {
  g = await emptyGameDb();
});
afterAll(() => g.cleanup());

async function player() {
  const { id } = await register(g.db, newPlayer(), T0);
  return { db: g.db, id };
}

describe('grantCredits', () => {
  it('answers the balance after the grant or deduction', async () => {
    const { db, id } = await player();
    expect(await grantCredits(db, id, 120, 'bonus', T0)).toEqual({ balance: 120 });
    expect(await grantCredits(db, id, -20, 'correction', at(1))).toEqual({ balance: 100 });
    expect(await getBalance(db, id)).toEqual({ balance: 100 });
  });

  it('may deduct down to exactly 0 Ϟ, and not one credit further', async () => {
    const { db, id } = await player();
    await grantCredits(db, id, 10, 'some', T0);
    await expectRefusal(
      db,
      () => grantCredits(db, id, -11, 'too much', at(1)),
      'RULE_VIOLATION',
      'A balance cannot go below 0',
    );
    expect(await grantCredits(db, id, -10, 'all of it', at(2))).toEqual({ balance: 0 });
    expect(await getBalance(db, id)).toEqual({ balance: 0 });
  });

  it('writes one ledger row with the grant reason, the description and the time', async () => {
    const { db, id } = await player();
    await grantCredits(db, id, 7, 'for the bug report', at(3));
    const { transactions } = await getTransactionHistory(db, id);
    expect(transactions).toEqual([
      {
        id: expect.any(Number) as number,
        createdAt: at(3).toISOString(),
        reason: { name: 'Operator grant' },
        description: 'for the bug report',
        amount: 7,
      },
    ]);
  });

  it('refuses an amount that is not a safe whole number, with the rule named', async () => {
    const { db, id } = await player();
    for (const amount of [0, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      await expectRefusal(
        db,
        () => grantCredits(db, id, amount, 'odd', T0),
        'INVALID_INPUT',
        'Amount must be a whole number other than 0',
      );
    }
    await expectRefusal(
      db,
      () => grantCredits(db, 999_999, 5, 'ghost', T0),
      'NOT_FOUND',
      'User not found',
    );
  });
});

describe('the transaction history', () => {
  it('names every reason players see, and shows an unknown code as it is', async () => {
    const { db, id } = await player();
    const codes = [...Object.keys(LEDGER_REASONS), 'retired-reason'];
    for (const [i, reason] of codes.entries()) {
      await recordTransaction(db, {
        user_id: id,
        reason,
        description: reason,
        amount: 1,
        created_at: at(i).toISOString(),
      });
    }
    const { transactions } = await getTransactionHistory(db, id, { limit: MAX_HISTORY_LIMIT });
    expect(transactions.map((t) => t.reason.name).reverse()).toEqual([
      'Solar system collected',
      'Achievement reward',
      'Cooldown buydown',
      'Telescope upgrade',
      'Targeted scan',
      'Operator grant',
      'Welcome credits',
      'Goal reward',
      'Naming rights',
      'Card finish',
      'Streak bonus',
      'Trade: Ϟ given',
      'Trade: Ϟ received',
      'Trade reversed',
      'retired-reason',
    ]);
  });

  it('accepts a page of 1 and of 100 from offset 0, and pages past the end to nothing', async () => {
    const { db, id } = await player();
    for (let i = 1; i <= 3; i++) await grantCredits(db, id, i, `grant ${i}`, at(i));
    const one = await getTransactionHistory(db, id, { limit: 1, offset: 0 });
    expect(one).toMatchObject({ total: 3, limit: 1, offset: 0 });
    expect(one.transactions.map((t) => t.amount)).toEqual([3]);
    const all = await getTransactionHistory(db, id, { limit: 100 });
    expect(all.transactions.map((t) => t.amount)).toEqual([3, 2, 1]);
    expect((await getTransactionHistory(db, id, { offset: 3 })).transactions).toEqual([]);
  });

  it('says which bound a bad page broke', async () => {
    const { db, id } = await player();
    for (const limit of [0, 101, 2.5]) {
      await expect(getTransactionHistory(db, id, { limit })).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Limit must be a whole number from 1 to 100',
      });
    }
    for (const offset of [-1, 0.5]) {
      await expect(getTransactionHistory(db, id, { offset })).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Offset must be a whole number of at least 0',
      });
    }
  });

  it('refuses the balance and history of an account that is gone', async () => {
    const { db } = await player();
    await expect(getBalance(db, 999_999)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(getTransactionHistory(db, 999_999)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
