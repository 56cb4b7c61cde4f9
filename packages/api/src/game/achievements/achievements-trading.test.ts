import { findUserById } from '@orrery/db/accounts';
import { ledgerSum } from '@orrery/db/economy';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptTrade, proposeTrade, type Proposal } from '../trades/index.js';
import { getAchievementRecords } from './index.js';
import { HOUR } from '../../../test/game/game-db.js';
import { offer, TRADE_TIME, tradeWorld, type TradeWorld } from '../../../test/game/trade-world.js';

// Achievements and trading (docs/game-rules.md, "Achievements"): discovery achievements count what
// a society discovered, never what it received; the trade achievements pay once, a little.

const NOW = TRADE_TIME;
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
/** sys0 (Vega's) is habitable and lies in Orion; every other system lies in the sector Test. */
const ROWS = [{ habitable: 1, sector: 'Orion' }];

let w: TradeWorld;
afterEach(async () => w.g.cleanup());

/** Proposes from `from` and has the receiver accept, `hours` after the trade time. */
async function trade(from: number, to: number, terms: Proposal, hours = 1) {
  const sent = await proposeTrade(w.g.db, from, terms, later(hours));
  return acceptTrade(w.g.db, to, sent.id, later(hours));
}

async function completed(userId: number): Promise<string[]> {
  const records = await getAchievementRecords(w.g.db, userId);
  return records.filter((r) => r.completed).map((r) => r.achievement.id);
}

async function progressOf(userId: number, id: string): Promise<number> {
  const records = await getAchievementRecords(w.g.db, userId);
  return records.find((r) => r.achievement.id === id)!.progress;
}

async function achievementPayments(userId: number): Promise<string[]> {
  const rows = await w.g.db
    .selectFrom('ledger_transactions')
    .select('description')
    .where('user_id', '=', userId)
    .where('reason', '=', 'achievement')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.description);
}

describe('a received system', () => {
  it('unlocks no discovery achievement and pays no Ϟ for one', async () => {
    w = await tradeWorld({}, ROWS);
    expect(await completed(w.vega)).toContain('cradle-of-life');
    const before = (await findUserById(w.g.db, w.altair))!.currency;
    await trade(w.vega, w.altair, offer('Altair', { give: ['sys0'] }));
    expect(await completed(w.altair)).not.toContain('cradle-of-life');
    expect(await progressOf(w.altair, 'cradle-of-life')).toBe(0);
    // Altair's only new payment is the first trade's, 25 Ϟ.
    expect((await findUserById(w.g.db, w.altair))!.currency).toBe(before + 25);
    expect(await achievementPayments(w.altair)).not.toContain('Cradle of Life');
    expect(await achievementPayments(w.altair)).toContain('Handshake');
    expect(await ledgerSum(w.g.db, w.altair)).toBe(before + 25);
  });

  it('leaves its discoverer’s achievements and progress where they were', async () => {
    w = await tradeWorld({}, ROWS);
    const systemsBefore = await progressOf(w.vega, 'explorer');
    await trade(w.vega, w.altair, offer('Altair', { give: ['sys0', 'sys1'] }));
    expect(await completed(w.vega)).toContain('cradle-of-life');
    expect(await progressOf(w.vega, 'cradle-of-life')).toBe(1);
    expect(await progressOf(w.vega, 'explorer')).toBe(systemsBefore);
    // Altair received two systems and still counts only the two it collected.
    expect(await progressOf(w.altair, 'explorer')).toBe(2);
    expect((await achievementPayments(w.vega)).filter((d) => d === 'Cradle of Life')).toHaveLength(
      1,
    );
  });
});

describe('the trade achievements', () => {
  it('pay a first trade to both sides and a first gift to the giver only', async () => {
    w = await tradeWorld({}, ROWS);
    await trade(w.vega, w.altair, offer('Altair', { give: ['sys1'] }));
    expect(await completed(w.vega)).toEqual(expect.arrayContaining(['first-trade', 'first-gift']));
    expect(await completed(w.altair)).toContain('first-trade');
    expect(await completed(w.altair)).not.toContain('first-gift');
  });

  it('count a gift of Ϟ alone, and an accepted request as the accepter’s gift', async () => {
    w = await tradeWorld({}, ROWS);
    await trade(w.vega, w.altair, offer('Altair', { giveCredits: 10 }));
    expect(await completed(w.vega)).toContain('first-gift');
    await trade(w.deneb, w.altair, offer('Altair', { get: ['sys3'] }), 2);
    expect(await completed(w.altair)).toContain('first-gift');
    expect(await completed(w.deneb)).not.toContain('first-gift');
  });

  it('count no gift when both sides give something', async () => {
    w = await tradeWorld({}, ROWS);
    await trade(w.vega, w.altair, offer('Altair', { give: ['sys1'], getCredits: 5 }));
    expect(await completed(w.vega)).not.toContain('first-gift');
    expect(await completed(w.altair)).not.toContain('first-gift');
  });

  it('pay Sector Bridge for a swap across sectors, not within one or for a gift', async () => {
    w = await tradeWorld({}, ROWS);
    await trade(w.vega, w.altair, offer('Altair', { give: ['sys1'], get: ['sys3'] }));
    expect(await completed(w.vega)).not.toContain('sector-bridge');
    await trade(w.vega, w.deneb, offer('Deneb', { give: ['sys0', 'sys2'] }), 2);
    expect(await completed(w.deneb)).not.toContain('sector-bridge');
    await trade(w.deneb, w.altair, offer('Altair', { give: ['sys0'], get: ['sys4'] }), 3);
    expect(await completed(w.deneb)).toContain('sector-bridge');
    expect(await completed(w.altair)).toContain('sector-bridge');
    expect(await completed(w.vega)).not.toContain('sector-bridge');
  });

  it('pay each achievement once, however many trades follow', async () => {
    w = await tradeWorld({}, ROWS);
    await trade(w.vega, w.altair, offer('Altair', { give: ['sys1'] }));
    await trade(w.vega, w.altair, offer('Altair', { give: ['sys2'] }), 2);
    await trade(w.altair, w.vega, offer('Vega', { give: ['sys1'] }), 3);
    expect(await progressOf(w.vega, 'first-trade')).toBe(1);
    const vega = await achievementPayments(w.vega);
    expect(vega.filter((d) => d === 'Handshake')).toHaveLength(1);
    expect(vega.filter((d) => d === 'Open Hand')).toHaveLength(1);
    expect((await achievementPayments(w.altair)).filter((d) => d === 'Open Hand')).toHaveLength(1);
  });

  it('are the only ones an accept counts: the others keep their progress as it stands', async () => {
    w = await tradeWorld({}, ROWS);
    // A stale figure an accept has no business recounting (a collect brings it up to date).
    await w.g.db
      .updateTable('user_achievements')
      .set({ progress: 1 })
      .where('user_id', '=', w.vega)
      .where('achievement_id', '=', 'explorer')
      .execute();
    await trade(w.vega, w.altair, offer('Altair', { give: ['sys1'] }));
    expect(await progressOf(w.vega, 'explorer')).toBe(1);
    expect(await completed(w.vega)).toEqual(expect.arrayContaining(['first-trade', 'first-gift']));
  });
});
