import { findUserById } from '@orrery/db/accounts';
import { ledgerSum } from '@orrery/db/economy';
import { DEFAULT_ACHIEVEMENTS } from '@orrery/domain/config';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptTrade, getTrade, proposeTrade, reverseTrade } from './index.js';
import { expectRefusal } from '../../../test/game/game-db.js';
import {
  holders,
  offer,
  TRADE_TIME,
  tradeWorld,
  type TradeWorld,
} from '../../../test/game/trade-world.js';

const NOW = TRADE_TIME;

let w: TradeWorld;
afterEach(async () => w.g.cleanup());

describe('an operator’s reversal', () => {
  it('puts systems and Ϟ back in one ledgered step, mailing both sides', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const before = (await findUserById(db, w.vega))!.currency;
    const sent = await proposeTrade(
      db,
      w.vega,
      offer('Altair', { give: ['sys0'], giveCredits: 30 }),
      NOW,
    );
    await acceptTrade(db, w.altair, sent.id, NOW);
    const mailBefore = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'trades')
      .execute();
    await reverseTrade(db, sent.id, 'stolen account', NOW);
    expect((await holders(w.g)).sys0).toBe(w.vega);
    // What the trade's achievements paid (Handshake, Open Hand) stays paid.
    const paid = DEFAULT_ACHIEVEMENTS.filter((a) => ['first-trade', 'first-gift'].includes(a.id))
      .map((a) => a.rewardCredits)
      .reduce((sum, reward) => sum + reward, 0);
    expect((await findUserById(db, w.vega))!.currency).toBe(before + paid);
    for (const id of [w.vega, w.altair]) {
      expect(await ledgerSum(db, id)).toBe((await findUserById(db, id))!.currency);
    }
    expect(await getTrade(db, w.vega, sent.id, NOW)).toMatchObject({
      state: 'void',
      reason: 'Reversed by an operator: stolen account',
    });
    const mail = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'trades')
      .execute();
    expect(mail.length - mailBefore.length).toBe(2);
  });

  it('refuses, naming what moved, once a traded system changed hands again', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const first = await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW);
    await acceptTrade(db, w.altair, first.id, NOW);
    const onward = await proposeTrade(db, w.altair, offer('Deneb', { give: ['sys0'] }), NOW);
    await acceptTrade(db, w.deneb, onward.id, NOW);
    await expectRefusal(
      db,
      () => reverseTrade(db, first.id, 'stolen account', NOW),
      'CONFLICT',
      'Cannot reverse: System 0 is no longer held by Altair',
    );
  });
});
