import { findUserById } from '@orrery/db/accounts';
import { ledgerSum } from '@orrery/db/economy';
import { DEFAULT_ACHIEVEMENTS } from '@orrery/domain/config';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAccount } from '../accounts/index.js';
import {
  acceptTrade,
  cancelTrade,
  declineTrade,
  getTrade,
  listTrades,
  proposeTrade,
  setSocietyBlock,
  type Proposal,
} from './index.js';
import { at, expectRefusal, HOUR } from '../../../test/game/game-db.js';
import {
  holders,
  offer,
  TRADE_TIME,
  tradeWorld,
  type TradeWorld,
} from '../../../test/game/trade-world.js';

const NOW = TRADE_TIME;
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

let w: TradeWorld;
afterEach(async () => w.g.cleanup());

async function balance(userId: number) {
  return (await findUserById(w.g.db, userId))!.currency;
}

describe('an accepted trade', () => {
  it('swaps the systems and Ϟ of both sides, ledgered, keeping the discoverer', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const [vega, altair] = [await balance(w.vega), await balance(w.altair)];
    const sent = await proposeTrade(
      db,
      w.vega,
      offer('altair', { give: ['sys0', 'sys1'], get: ['sys3'], giveCredits: 120 }),
      NOW,
    );
    expect(sent).toMatchObject({ from: 'Vega', to: 'Altair', state: 'open', giveCredits: 120 });
    expect(sent.expiresAt).toBe(later(72).toISOString());
    const done = await acceptTrade(db, w.altair, sent.id, later(1));
    expect(done).toMatchObject({ state: 'accepted', closedAt: later(1).toISOString() });
    expect(await holders(w.g)).toMatchObject({
      sys0: w.altair,
      sys1: w.altair,
      sys3: w.vega,
      sys2: w.vega,
    });
    const discoverer = await db
      .selectFrom('discoveries as d')
      .innerJoin('systems as s', 's.id', 'd.system_id')
      .select('d.user_id')
      .where('s.hash', '=', 'sys0')
      .executeTakeFirstOrThrow();
    expect(discoverer.user_id).toBe(w.vega);
    // Each side's first trade also pays Handshake.
    const handshake = DEFAULT_ACHIEVEMENTS.find((a) => a.id === 'first-trade')!.rewardCredits;
    expect(await balance(w.vega)).toBe(vega - 120 + handshake);
    expect(await balance(w.altair)).toBe(altair + 120 + handshake);
    const rows = await db
      .selectFrom('ledger_transactions')
      .select(['user_id', 'reason', 'amount', 'description'])
      .where('reason', 'like', 'trade-%')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        user_id: w.vega,
        reason: 'trade-out',
        amount: -120,
        description: `Trade ${sent.id} with Altair`,
      },
      {
        user_id: w.altair,
        reason: 'trade-in',
        amount: 120,
        description: `Trade ${sent.id} with Vega`,
      },
    ]);
    for (const id of [w.vega, w.altair]) expect(await ledgerSum(db, id)).toBe(await balance(id));
  });

  it('voids every other open offer naming a system that moved, which then answers 409', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const toAltair = await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW);
    const toDeneb = await proposeTrade(db, w.vega, offer('Deneb', { give: ['sys0'] }), NOW);
    const asking = await proposeTrade(db, w.deneb, offer('Vega', { get: ['sys0'] }), NOW);
    const unrelated = await proposeTrade(db, w.vega, offer('Deneb', { give: ['sys1'] }), NOW);
    await acceptTrade(db, w.altair, toAltair.id, later(1));
    for (const id of [toDeneb.id, asking.id]) {
      expect(await getTrade(db, w.deneb, id, later(1))).toMatchObject({
        state: 'void',
        reason: 'No longer possible: a system in it changed hands',
      });
    }
    expect((await getTrade(db, w.deneb, unrelated.id, later(1))).state).toBe('open');
    await expectRefusal(
      db,
      () => acceptTrade(db, w.deneb, toDeneb.id, later(2)),
      'CONFLICT',
      'No longer possible: a system in it changed hands',
    );
  });

  it('counts a second accept of the same trade once', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const sent = await proposeTrade(db, w.vega, offer('Altair', { giveCredits: 50 }), NOW);
    await acceptTrade(db, w.altair, sent.id, later(1));
    const again = await acceptTrade(db, w.altair, sent.id, later(1));
    expect(again.state).toBe('accepted');
    const rows = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reason', 'in', ['trade-in', 'trade-out'])
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('is a gift when the other side is empty, still needing the receiver to accept', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const gift = await proposeTrade(db, w.vega, offer('Altair', { give: ['sys2'] }), NOW);
    expect((await holders(w.g)).sys2).toBe(w.vega);
    expect(gift.valueWarning).toBeNull();
    await declineTrade(db, w.altair, gift.id, later(1));
    expect((await holders(w.g)).sys2).toBe(w.vega);
    expect((await getTrade(db, w.vega, gift.id, later(1))).state).toBe('declined');
  });

  it('refuses Ϟ the sender no longer has at acceptance, leaving the offer open', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const all = await balance(w.vega);
    const sent = await proposeTrade(db, w.vega, offer('Altair', { giveCredits: all }), NOW);
    const other = await proposeTrade(db, w.vega, offer('Deneb', { giveCredits: all }), NOW);
    await acceptTrade(db, w.deneb, other.id, later(1));
    await expectRefusal(
      db,
      () => acceptTrade(db, w.altair, sent.id, later(2)),
      'RULE_VIOLATION',
      'Vega does not have the Ϟ this trade names',
    );
    expect((await getTrade(db, w.altair, sent.id, later(2))).state).toBe('open');
  });
});

describe('answering an offer', () => {
  it('counters: a new offer back that closes the one it answers', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const first = await proposeTrade(db, w.vega, offer('Altair', { get: ['sys3'] }), NOW);
    const counter = await proposeTrade(
      db,
      w.altair,
      offer('Vega', { give: ['sys3'], get: ['sys0'], counters: first.id }),
      later(1),
    );
    expect(counter).toMatchObject({
      from: 'Altair',
      to: 'Vega',
      counters: first.id,
      state: 'open',
    });
    expect(await getTrade(db, w.vega, first.id, later(1))).toMatchObject({
      state: 'declined',
      reason: `Countered by trade ${counter.id}`,
    });
  });

  it('lists incoming, outgoing and history, and expires offers past their time', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const sent = await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW);
    expect((await listTrades(db, w.altair, 'incoming', later(1))).trades.map((t) => t.id)).toEqual([
      sent.id,
    ]);
    expect((await listTrades(db, w.vega, 'outgoing', later(1))).trades).toHaveLength(1);
    expect((await listTrades(db, w.vega, 'history', later(1))).trades).toHaveLength(0);
    const history = (await listTrades(db, w.vega, 'history', later(72))).trades;
    expect(history).toMatchObject([{ id: sent.id, state: 'expired', closedAt: sent.expiresAt }]);
    expect((await listTrades(db, w.altair, 'incoming', later(72))).trades).toHaveLength(0);
  });

  it('warns when one side is worth far less, and never blocks it', async () => {
    w = await tradeWorld();
    const sent = await proposeTrade(
      w.g.db,
      w.vega,
      offer('Altair', { give: ['sys0'], getCredits: 1000 }),
      NOW,
    );
    expect(sent.value).toEqual({ give: 50, get: 1000 });
    expect(sent.valueWarning).toBe('give');
    expect((await acceptTrade(w.g.db, w.altair, sent.id, later(1))).state).toBe('accepted');
  });
});

describe('refusals: a clear error, and nothing written', () => {
  const refuse = (action: () => Promise<unknown>, code: string, message: string) =>
    expectRefusal(w.g.db, action, code, message);

  it('refuses every bad offer in the words of docs/api.md', async () => {
    w = await tradeWorld({ maxSystemsPerSide: 2, messageMaxLength: 10, maxCredits: 5000 });
    const { db } = w.g;
    const bad: [Proposal, string, string][] = [
      [offer('Nobody', { giveCredits: 1 }), 'NOT_FOUND', 'No society has this name'],
      [offer('Vega', { giveCredits: 5 }), 'INVALID_INPUT', 'You cannot trade with yourself'],
      [offer('Altair'), 'INVALID_INPUT', 'A trade must give or ask for something'],
      [
        offer('Altair', { give: ['sys0'], get: ['sys0'] }),
        'INVALID_INPUT',
        'A system cannot be on both sides',
      ],
      [offer('Altair', { give: ['sys0', 'sys0'] }), 'INVALID_INPUT', 'A system is named twice'],
      [
        offer('Altair', { give: ['sys0', 'sys1', 'sys2'] }),
        'INVALID_INPUT',
        'Each side may name at most 2 systems',
      ],
      [
        offer('Altair', { giveCredits: -1 }),
        'INVALID_INPUT',
        'Ϟ must be a whole number from 0 to 5000',
      ],
      [
        offer('Altair', { getCredits: 1.5 }),
        'INVALID_INPUT',
        'Ϟ must be a whole number from 0 to 5000',
      ],
      [
        offer('Altair', { getCredits: 5001 }),
        'INVALID_INPUT',
        'Ϟ must be a whole number from 0 to 5000',
      ],
      [
        offer('Altair', { giveCredits: 1, message: 'x'.repeat(11) }),
        'INVALID_INPUT',
        'The message may be at most 10 characters',
      ],
      [offer('Altair', { give: ['sys3'] }), 'RULE_VIOLATION', 'System 3 is not held by Vega'],
      [offer('Altair', { get: ['sys0'] }), 'RULE_VIOLATION', 'System 0 is not held by Altair'],
      [offer('Altair', { get: ['sys9'] }), 'RULE_VIOLATION', 'System 9 is not held by Altair'],
      [offer('Altair', { get: ['nope'] }), 'NOT_FOUND', 'Solar system not found'],
    ];
    for (const [proposal, code, message] of bad) {
      await refuse(() => proposeTrade(db, w.vega, proposal, NOW), code, message);
    }
    // The edges themselves are allowed.
    const edge = offer('Altair', {
      give: ['sys0', 'sys1'],
      giveCredits: 5000,
      message: 'x'.repeat(10),
    });
    expect((await proposeTrade(db, w.vega, edge, NOW)).state).toBe('open');
  });

  it('refuses a society the receiver blocked, until it is unblocked', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    await setSocietyBlock(db, w.altair, 'vega', true, NOW);
    await refuse(
      () => proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW),
      'FORBIDDEN',
      'This society does not accept offers from you',
    );
    await setSocietyBlock(db, w.altair, 'Vega', false, NOW);
    expect((await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW)).state).toBe(
      'open',
    );
  });

  it('refuses an account too new or with too few systems, and a fresh system', async () => {
    w = await tradeWorld({ minCollectedSystems: 2 });
    const { db } = w.g;
    const tooNew = 'Trading opens once an account is 3 days old and has collected 2 systems';
    // Vega is 3 days old at T0 + 72 h exactly; Deneb has collected only one system.
    await refuse(
      () => proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), at(71.9)),
      'FORBIDDEN',
      tooNew,
    );
    expect(
      (await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), at(72))).state,
    ).toBe('open');
    await refuse(
      () => proposeTrade(db, w.deneb, offer('Altair', { give: ['sys5'] }), NOW),
      'FORBIDDEN',
      tooNew,
    );
    // sys2 was collected at T0 + 50 h: tradable from T0 + 74 h.
    await refuse(
      () => proposeTrade(db, w.vega, offer('Altair', { give: ['sys2'] }), at(73.9)),
      'RULE_VIOLATION',
      'System 2 was collected less than 24 hours ago and cannot be traded yet',
    );
    expect(
      (await proposeTrade(db, w.vega, offer('Altair', { give: ['sys2'] }), at(74))).state,
    ).toBe('open');
  });

  it('caps open offers sent and trades accepted a day', async () => {
    w = await tradeWorld({ openOutgoingCap: 2, dailyAcceptedCap: 1 });
    const { db } = w.g;
    const one = await proposeTrade(db, w.vega, offer('Altair', { giveCredits: 1 }), NOW);
    const two = await proposeTrade(db, w.vega, offer('Deneb', { giveCredits: 1 }), NOW);
    await refuse(
      () => proposeTrade(db, w.vega, offer('Altair', { giveCredits: 2 }), NOW),
      'FORBIDDEN',
      'You have too many open offers; wait for answers or cancel one',
    );
    await acceptTrade(db, w.altair, one.id, NOW);
    await refuse(
      () => acceptTrade(db, w.deneb, two.id, NOW),
      'FORBIDDEN',
      'The other society has reached today’s limit of accepted trades',
    );
    // The next UTC day opens the cap again.
    const tomorrow = new Date(Math.ceil(NOW.getTime() / (24 * HOUR)) * 24 * HOUR);
    expect((await acceptTrade(db, w.deneb, two.id, tomorrow)).state).toBe('accepted');
  });

  it('refuses answering a trade that is not open, or not the player’s to answer', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const sent = await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW);
    await refuse(
      () => acceptTrade(db, w.vega, sent.id, NOW),
      'FORBIDDEN',
      'Only the society this offer was sent to can answer it',
    );
    await refuse(
      () => cancelTrade(db, w.altair, sent.id, NOW),
      'FORBIDDEN',
      'Only the society that sent this offer can cancel it',
    );
    await refuse(() => acceptTrade(db, w.deneb, sent.id, NOW), 'NOT_FOUND', 'Trade not found');
    await refuse(() => getTrade(db, w.deneb, sent.id, NOW), 'NOT_FOUND', 'Trade not found');
    await refuse(
      () => acceptTrade(db, w.altair, sent.id, later(72)),
      'CONFLICT',
      'This offer has expired',
    );
    await refuse(
      () => cancelTrade(db, w.vega, sent.id, later(72)),
      'CONFLICT',
      'This offer has expired',
    );
    await cancelTrade(db, w.vega, sent.id, NOW);
    await refuse(
      () => acceptTrade(db, w.altair, sent.id, NOW),
      'CONFLICT',
      'This trade is no longer open',
    );
    await refuse(
      () => declineTrade(db, w.altair, sent.id, NOW),
      'CONFLICT',
      'This trade is no longer open',
    );
  });
});

describe('a deleted society', () => {
  it('voids its open offers and releases what it holds; what it gave stays given', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const gift = await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW);
    await acceptTrade(db, w.altair, gift.id, NOW);
    const open = await proposeTrade(db, w.vega, offer('Deneb', { give: ['sys1'] }), NOW);
    const asked = await proposeTrade(db, w.deneb, offer('Vega', { get: ['sys2'] }), NOW);
    await removeAccount(db, w.vega);
    for (const id of [open.id, asked.id]) {
      expect(await getTrade(db, w.deneb, id, NOW)).toMatchObject({
        state: 'void',
        from: expect.any(String),
      });
    }
    const held = await holders(w.g);
    expect(held.sys0).toBe(w.altair);
    expect(held.sys1).toBeUndefined();
    expect(held.sys2).toBeUndefined();
    expect((await getTrade(db, w.altair, gift.id, NOW)).from).toBe('A deleted society');
  });
});
