import { afterEach, describe, expect, it } from 'vitest';
import { onCommittedEvents } from '../../events/bus.js';
import {
  acceptTrade,
  getBlockState,
  getTrade,
  getTradeRules,
  proposeTrade,
  setSocietyBlock,
  sweepExpiredTrades,
  EXPIRY_BATCH,
} from './index.js';
import { expectRefusal, HOUR } from '../../../test/game/game-db.js';
import { offer, TRADE_TIME, tradeWorld, type TradeWorld } from '../../../test/game/trade-world.js';

// The rules clients read, blocks both ways, and the sweep that closes offers past their time.

const NOW = TRADE_TIME;
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

let w: TradeWorld;
afterEach(async () => w.g.cleanup());

const stored = (id: number) =>
  w.g.db.selectFrom('trades').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the trading rules', () => {
  it('answers the galaxy’s own config', async () => {
    w = await tradeWorld({ dailyAcceptedCap: 4, offerLifetimeHours: 48, valueWarningRatio: 2.5 });
    expect(await getTradeRules(w.g.db)).toEqual({
      minAccountAgeDays: 3,
      minCollectedSystems: 1,
      freshSystemHoldHours: 24,
      dailyAcceptedCap: 4,
      openOutgoingCap: 20,
      maxSystemsPerSide: 6,
      messageMaxLength: 280,
      maxCredits: 1_000_000,
      offerLifetimeHours: 48,
      valueWarningRatio: 2.5,
    });
  });
});

describe('a block', () => {
  it('voids the open offers between the two, either way, and refuses new ones both ways', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const fromVega = await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW);
    const fromAltair = await proposeTrade(db, w.altair, offer('Vega', { give: ['sys3'] }), NOW);
    const toDeneb = await proposeTrade(db, w.vega, offer('Deneb', { give: ['sys1'] }), NOW);
    await setSocietyBlock(db, w.altair, 'Vega', true, NOW);
    for (const id of [fromVega.id, fromAltair.id]) {
      expect(await stored(id)).toMatchObject({
        state: 'void',
        reason: 'No longer possible: a society blocked the other',
      });
    }
    expect((await stored(toDeneb.id)).state).toBe('open');
    await expectRefusal(
      db,
      () => acceptTrade(db, w.altair, fromVega.id, NOW),
      'CONFLICT',
      'No longer possible: a society blocked the other',
    );
    await expectRefusal(
      db,
      () => proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW),
      'FORBIDDEN',
      'This society does not accept offers from you',
    );
    await expectRefusal(
      db,
      () => proposeTrade(db, w.altair, offer('Vega', { give: ['sys3'] }), NOW),
      'FORBIDDEN',
      'You blocked this society: unblock it to trade',
    );
    expect(await getBlockState(db, w.altair, 'vega')).toEqual({
      society: 'Vega',
      blocked: true,
      blockedYou: false,
    });
    expect(await getBlockState(db, w.vega, 'Altair')).toEqual({
      society: 'Altair',
      blocked: false,
      blockedYou: true,
    });
    await setSocietyBlock(db, w.altair, 'Vega', false, NOW);
    expect((await getBlockState(db, w.vega, 'Altair')).blockedYou).toBe(false);
  });

  it('refuses an accept when a block came in after the offer', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const sent = await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW);
    // As if the offer had been written while the block was being set: the block did not see it.
    await db
      .insertInto('society_blocks')
      .values({ blocker_id: w.altair, blocked_id: w.vega, created_at: NOW.toISOString() })
      .execute();
    await expectRefusal(
      db,
      () => acceptTrade(db, w.altair, sent.id, NOW),
      'FORBIDDEN',
      'You blocked this society: unblock it to trade',
    );
    expect((await stored(sent.id)).state).toBe('open');
  });

  it('refuses blocking yourself or an unknown society', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    await expectRefusal(db, () => setSocietyBlock(db, w.vega, 'vega', true, NOW), 'INVALID_INPUT');
    await expectRefusal(db, () => setSocietyBlock(db, w.vega, 'Nobody', true, NOW), 'NOT_FOUND');
    await expectRefusal(db, () => getBlockState(db, w.vega, 'Nobody'), 'NOT_FOUND');
  });
});

describe('the expiry sweep', () => {
  it('closes offers past their time as expired, at their expiry, telling both parties once', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const early = await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW);
    const late = await proposeTrade(db, w.vega, offer('Deneb', { give: ['sys1'] }), later(10));
    const events: { id: number; state: string }[] = [];
    const stop = onCommittedEvents(db, (batch) => {
      for (const event of batch) {
        if (event.type === 'trade') events.push({ id: event.data.id, state: event.data.state });
      }
    });
    try {
      // Before its time nothing closes; the read already says expired once the time has come.
      expect(await sweepExpiredTrades(db, later(71.9))).toBe(0);
      expect((await getTrade(db, w.vega, early.id, later(72))).state).toBe('expired');
      expect((await stored(early.id)).state).toBe('open');
      expect(await sweepExpiredTrades(db, later(75))).toBe(1);
      expect(await sweepExpiredTrades(db, later(75))).toBe(0);
    } finally {
      stop();
    }
    expect(await stored(early.id)).toMatchObject({ state: 'expired', closed_at: early.expiresAt });
    expect((await stored(late.id)).state).toBe('open');
    expect(events).toEqual([
      { id: early.id, state: 'expired' },
      { id: early.id, state: 'expired' },
    ]);
  });

  it('works off a backlog longer than a batch, and two sweeps at once close each offer once', async () => {
    w = await tradeWorld({ openOutgoingCap: 1000 });
    const { db } = w.g;
    const total = EXPIRY_BATCH + 5;
    for (let i = 0; i < total; i++) {
      await proposeTrade(db, w.vega, offer('Altair', { giveCredits: 1 }), NOW);
    }
    const swept = await Promise.all([
      sweepExpiredTrades(db, later(80)),
      sweepExpiredTrades(db, later(80)),
    ]);
    expect(swept[0]! + swept[1]!).toBe(total);
    const open = await db.selectFrom('trades').select('id').where('state', '=', 'open').execute();
    expect(open).toHaveLength(0);
  });

  it('leaves an offer answered before its time alone', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const sent = await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW);
    await acceptTrade(db, w.altair, sent.id, later(1));
    expect(await sweepExpiredTrades(db, later(100))).toBe(0);
    expect((await stored(sent.id)).state).toBe('accepted');
  });
});
