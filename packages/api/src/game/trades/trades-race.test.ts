import { listBalancesOffLedger } from '@orrery/db/economy';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptTrade, cancelTrade, declineTrade, getTrade, proposeTrade } from './index.js';
import {
  holders,
  offer,
  TRADE_TIME,
  tradeWorld,
  type TradeWorld,
} from '../../../test/game/trade-world.js';

// Trades racing each other (on PostgreSQL truly at once, on SQLite taking turns): one outcome
// each, one holder per system at every step, balances equal to the ledger and never negative.

const NOW = TRADE_TIME;

let w: TradeWorld;
afterEach(async () => w.g.cleanup());

const fulfilled = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r) => r.status === 'fulfilled');

describe('racing answers', () => {
  it('two offers giving one system, accepted at once: one succeeds, the other is 409 and void', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const toAltair = await proposeTrade(db, w.vega, offer('Altair', { give: ['sys0'] }), NOW);
    const toDeneb = await proposeTrade(db, w.vega, offer('Deneb', { give: ['sys0'] }), NOW);
    const results = await Promise.allSettled([
      acceptTrade(db, w.altair, toAltair.id, NOW),
      acceptTrade(db, w.deneb, toDeneb.id, NOW),
    ]);
    expect(fulfilled(results)).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'CONFLICT', message: 'No longer possible: a system in it changed hands' },
    });
    const winner = results[0]!.status === 'fulfilled' ? w.altair : w.deneb;
    const loser = winner === w.altair ? toDeneb : toAltair;
    expect((await holders(w.g)).sys0).toBe(winner);
    expect((await getTrade(db, w.vega, loser.id, NOW)).state).toBe('void');
  });

  it('accept against cancel: one outcome', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const sent = await proposeTrade(
      db,
      w.vega,
      offer('Altair', { give: ['sys0'], getCredits: 10 }),
      NOW,
    );
    const results = await Promise.allSettled([
      acceptTrade(db, w.altair, sent.id, NOW),
      cancelTrade(db, w.vega, sent.id, NOW),
    ]);
    expect(fulfilled(results)).toHaveLength(1);
    const state = (await getTrade(db, w.vega, sent.id, NOW)).state;
    expect(state).toBe(results[0]!.status === 'fulfilled' ? 'accepted' : 'cancelled');
    expect((await holders(w.g)).sys0).toBe(state === 'accepted' ? w.altair : w.vega);
  });

  it('a double-clicked accept counts once', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const sent = await proposeTrade(
      db,
      w.vega,
      offer('Altair', { give: ['sys0'], getCredits: 10 }),
      NOW,
    );
    const results = await Promise.all([
      acceptTrade(db, w.altair, sent.id, NOW),
      acceptTrade(db, w.altair, sent.id, NOW),
    ]);
    expect(results.map((r) => r.state)).toEqual(['accepted', 'accepted']);
    const moves = await db.selectFrom('system_holders').selectAll().execute();
    expect(moves).toHaveLength(1);
    const rows = await db
      .selectFrom('ledger_transactions')
      .select('amount')
      .where('reason', 'in', ['trade-in', 'trade-out'])
      .execute();
    expect(rows.map((r) => r.amount).sort()).toEqual([-10, 10]);
  });
});

/** Every figure that must hold whatever the trades did. */
async function expectInvariants(world: TradeWorld): Promise<void> {
  const { db } = world.g;
  expect(await listBalancesOffLedger(db)).toEqual([]);
  // The last logged holder of each traded system is its holder; the boards count what is held.
  const held = await db.selectFrom('discoveries').select(['system_id', 'holder_id']).execute();
  const moves = await db.selectFrom('system_holders').selectAll().orderBy('id').execute();
  const lastMove = new Map(moves.map((m) => [m.system_id, m.user_id]));
  for (const { system_id, holder_id } of held) {
    if (lastMove.has(system_id)) expect(holder_id).toBe(lastMove.get(system_id));
  }
  const stats = await db.selectFrom('player_stats').select(['user_id', 'systems']).execute();
  for (const { user_id, systems } of stats) {
    expect(held.filter((h) => h.holder_id === user_id)).toHaveLength(systems);
  }
}

const SYSTEMS = ['sys0', 'sys1', 'sys2', 'sys3', 'sys4', 'sys5'];
const NAMES = ['Vega', 'Altair', 'Deneb'];

const step = fc.record({
  from: fc.integer({ min: 0, max: 2 }),
  to: fc.integer({ min: 0, max: 2 }),
  /** Which of the sender's (receiver's) systems go: a mask over what each holds then. */
  giveMask: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  getMask: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  giveCredits: fc.integer({ min: 0, max: 700 }),
  getCredits: fc.integer({ min: 0, max: 700 }),
  answer: fc.constantFrom('accept', 'decline', 'cancel', 'race'),
});

describe('any sequence of trades', () => {
  it('keeps one holder per system, balances equal to the ledger, nobody negative', async () => {
    // One world for every run: each sequence goes on from where the last one left it.
    w = await tradeWorld({ dailyAcceptedCap: 10_000, openOutgoingCap: 10_000 });
    const ids = [w.vega, w.altair, w.deneb];
    const { db } = w.g;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 6 }), async (steps) => {
        const open: { id: number; to: number; from: number }[] = [];
        for (const s of steps) {
          const held = await holders(w.g);
          const side = (owner: number, mask: boolean[]) =>
            SYSTEMS.filter((hash, i) => held[hash] === ids[owner] && mask[i]).slice(0, 3);
          const terms = {
            give: side(s.from, s.giveMask),
            get: side(s.to, s.getMask),
            giveCredits: s.giveCredits,
            getCredits: s.getCredits,
          };
          const sent = await proposeTrade(db, ids[s.from]!, offer(NAMES[s.to]!, terms), NOW).catch(
            () => undefined,
          );
          if (sent) open.push({ id: sent.id, from: ids[s.from]!, to: ids[s.to]! });
          const target = open.shift();
          if (!target) continue;
          const answers = {
            accept: () => acceptTrade(db, target.to, target.id, NOW),
            decline: () => declineTrade(db, target.to, target.id, NOW),
            cancel: () => cancelTrade(db, target.from, target.id, NOW),
            race: () =>
              Promise.allSettled([
                acceptTrade(db, target.to, target.id, NOW),
                ...open.map((o) => acceptTrade(db, o.to, o.id, NOW)),
              ]),
          };
          await answers[s.answer]().catch(() => undefined);
          await expectInvariants(w);
        }
      }),
      { numRuns: 12 },
    );
    // Trades did happen: the property saw systems move.
    expect(await db.selectFrom('system_holders').select('id').execute()).not.toHaveLength(0);
  }, 240_000);
});
