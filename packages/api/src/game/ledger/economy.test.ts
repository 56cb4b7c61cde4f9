import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { getAchievementRecords, getRecentAchievement } from '../achievements/index.js';
import { collectSystem } from '../collect/index.js';
import { getTelescope, upgradeTelescope } from '../telescope/index.js';
import { getBalance, getTransactionHistory, grantCredits } from './index.js';
import {
  at,
  expectRefusal,
  newPlayer,
  placedGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

let g: GameDb;
afterEach(async () => g.cleanup());

describe('telescope', () => {
  it('costs round(2500 × 1.08^(level−1)) per level, reaches further, and stops at level 10', async () => {
    g = await placedGameDb([[0, 0, 0]]);
    const a = await register(g.db, newPlayer(), T0);
    expect(await getTelescope(g.db, a.id)).toEqual({
      currentLevel: 1,
      upgradeCost: 2500,
      range: 10000,
      maxLevel: 10,
      nextRange: 17500,
    });
    await grantCredits(g.db, a.id, 200_000, 'test money', T0);
    const costs: number[] = [];
    for (let level = 1; level < 10; level++) {
      const before = (await getBalance(g.db, a.id)).balance;
      const { upgradeCost } = await getTelescope(g.db, a.id);
      const info = await upgradeTelescope(g.db, a.id, T0);
      costs.push(upgradeCost!);
      expect(info.currentLevel).toBe(level + 1);
      expect(info.range).toBe(Math.round(10000 * (1 + 0.75 * Math.log2(level + 1))));
      // Levels 5 and 10 complete achievements that pay on top.
      const paid = level + 1 === 5 ? 400 : level + 1 === 10 ? 2000 : 0;
      expect((await getBalance(g.db, a.id)).balance).toBe(before - upgradeCost! + paid);
      // The answer names what the upgrade completed, so the client can say why the balance moved.
      expect(info.newlyObtainedAchievements.reduce((sum, x) => sum + x.rewardCredits, 0)).toBe(
        paid,
      );
    }
    expect(costs).toEqual([2500, 2700, 2916, 3149, 3401, 3673, 3967, 4285, 4627]);
    // About four months of a daily player's income, not three years.
    expect(costs.reduce((a, b) => a + b)).toBe(31_218);
    expect(await getTelescope(g.db, a.id)).toEqual({
      currentLevel: 10,
      upgradeCost: null,
      range: 34914,
      maxLevel: 10,
    });
    await expectRefusal(
      g.db,
      () => upgradeTelescope(g.db, a.id, T0),
      'RULE_VIOLATION',
      'Telescope is already at its maximum level',
    );
  });

  it('refuses an upgrade the player cannot afford, charging nothing', async () => {
    g = await placedGameDb([[0, 0, 0]]);
    const a = await register(g.db, newPlayer(), T0);
    await grantCredits(g.db, a.id, 499, 'almost', T0);
    await expectRefusal(
      g.db,
      () => upgradeTelescope(g.db, a.id, T0),
      'RULE_VIOLATION',
      'Insufficient credits for upgrade',
    );
  });

  it('upgrades for exactly its cost, naming the new level in the ledger', async () => {
    g = await placedGameDb([[0, 0, 0]]);
    const a = await register(g.db, newPlayer(), T0);
    await grantCredits(g.db, a.id, 2500 - (await getBalance(g.db, a.id)).balance, 'exact', T0);
    expect((await upgradeTelescope(g.db, a.id, at(1))).currentLevel).toBe(2);
    expect((await getBalance(g.db, a.id)).balance).toBe(0);
    const [latest] = (await getTransactionHistory(g.db, a.id, { limit: 1 })).transactions;
    expect(latest).toMatchObject({
      reason: { name: 'Telescope upgrade' },
      description: 'Telescope level 2',
      amount: -2500,
    });
  });

  it('refuses an account that is gone', async () => {
    g = await placedGameDb([[0, 0, 0]]);
    await expectRefusal(g.db, () => getTelescope(g.db, 9999), 'UNAUTHENTICATED');
    await expectRefusal(g.db, () => upgradeTelescope(g.db, 9999, T0), 'UNAUTHENTICATED');
  });
});

describe('ledger', () => {
  it('pages the history newest first, with reason names and signed amounts', async () => {
    g = await placedGameDb([[0, 0, 0]]);
    const a = await register(g.db, newPlayer(), T0);
    for (let i = 1; i <= 30; i++) await grantCredits(g.db, a.id, i, `grant ${i}`, at(i));
    await grantCredits(g.db, a.id, -5, 'correction', at(31));
    expect(await getBalance(g.db, a.id)).toEqual({ balance: 465 - 5 });
    const first = await getTransactionHistory(g.db, a.id);
    expect(first).toMatchObject({ total: 31, limit: 25, offset: 0 });
    expect(first.transactions).toHaveLength(25);
    expect(first.transactions[0]).toMatchObject({
      reason: { name: 'Operator grant' },
      description: 'correction',
      amount: -5,
      createdAt: at(31).toISOString(),
    });
    const last = await getTransactionHistory(g.db, a.id, { limit: 25, offset: 25 });
    expect(last.transactions.map((t) => t.amount)).toEqual([6, 5, 4, 3, 2, 1]);
    for (const page of [{ limit: 0 }, { limit: 101 }, { offset: -1 }, { limit: 2.5 }]) {
      await expect(getTransactionHistory(g.db, a.id, page)).rejects.toMatchObject({
        code: 'INVALID_INPUT',
      });
    }
  });

  it('refuses a grant of 0, to nobody, or below a zero balance', async () => {
    g = await placedGameDb([[0, 0, 0]]);
    const a = await register(g.db, newPlayer(), T0);
    await grantCredits(g.db, a.id, 10, 'some', T0);
    await expectRefusal(g.db, () => grantCredits(g.db, a.id, 0, 'none', T0), 'INVALID_INPUT');
    await expectRefusal(g.db, () => grantCredits(g.db, a.id, 1.5, 'half', T0), 'INVALID_INPUT');
    await expectRefusal(g.db, () => grantCredits(g.db, 999, 10, 'ghost', T0), 'NOT_FOUND');
    await expectRefusal(
      g.db,
      () => grantCredits(g.db, a.id, -11, 'too much', T0),
      'RULE_VIOLATION',
      'A balance cannot go below 0',
    );
  });
});

describe('achievements', () => {
  it('lists the catalogue with progress, pays each once, and knows the latest', async () => {
    g = await placedGameDb([
      [0, 0, 0],
      [10, 0, 0],
      [20, 0, 0],
    ]);
    const a = await register(g.db, newPlayer(), T0);
    const records = await getAchievementRecords(g.db, a.id);
    expect(records.length).toBeGreaterThanOrEqual(20);
    expect(new Set(records.map((r) => r.achievement.level))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(records.every((r) => r.progress === 0 && !r.completed)).toBe(true);
    expect(await getRecentAchievement(g.db, a.id)).toBeNull();

    const first = await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    expect(first.newlyObtainedAchievements.map((x) => x.id)).toEqual(['first-light']);
    const second = await collectSystem(g.db, a.id, 'sys1', at(24), OFFER_KEY);
    expect(second.newlyObtainedAchievements).toEqual([]);

    const after = await getAchievementRecords(g.db, a.id);
    const byId = new Map(after.map((r) => [r.achievement.id, r]));
    // Progress stops counting once an achievement is complete.
    expect(byId.get('first-light')).toMatchObject({
      progress: 1,
      completed: true,
      completedAt: T0.toISOString(),
      achievement: { name: 'First Light', level: 1, targetValue: 1, rewardCredits: 50 },
    });
    expect(byId.get('explorer')).toMatchObject({
      progress: 2,
      completed: false,
      completedAt: null,
    });
    // Two consecutive days of collecting.
    expect(byId.get('week-of-wonders')).toMatchObject({ progress: 2, completed: false });
    expect((await getRecentAchievement(g.db, a.id))?.achievement.id).toBe('first-light');
    const paid = await g.db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('reason', '=', 'achievement')
      .execute();
    expect(paid.map((p) => p.description)).toEqual(['First Light']);
  });
});
