import { ledgerSum } from '@orrery/db';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buyDownCooldown,
  collectSystem,
  defaultGameConfig,
  deleteAccount,
  findCollectableSystem,
  getCollection,
  getCollectionStatus,
  getMapSystems,
  getProfile,
  grantCredits,
  register,
} from '../../src/game/index.js';
import {
  at,
  expectRefusal,
  newPlayer,
  placedGameDb,
  seededGameDb,
  T0,
  type GameDb,
} from './game-db.js';

let g: GameDb;
afterEach(async () => g.cleanup());

const rewards = defaultGameConfig().collectionRewards;

describe('collecting', () => {
  it('records the discovery, starts the cooldown, pays the reward and first achievements', async () => {
    g = await seededGameDb(500);
    const player = await register(g.db, newPlayer(), T0);
    expect(await getCollectionStatus(g.db, player.id, T0)).toEqual({
      canCollect: true,
      nextCollectionAvailable: T0.toISOString(),
    });
    const hash = await findCollectableSystem(g.db, player.id, 0.37);
    const result = await collectSystem(g.db, player.id, hash, T0);

    expect(result.system).toMatchObject({
      hash,
      discovered: true,
      discoveredById: player.id,
      discoverer: { username: player.username },
      discoveryDate: T0.toISOString(),
    });
    expect(result.newlyObtainedAchievements.map((a) => a.id)).toContain('first-light');
    const earned = result.newlyObtainedAchievements.reduce((sum, a) => sum + a.rewardCredits, 0);
    expect(result.currency).toBe(rewards[result.system.rarity] + earned);
    expect(await ledgerSum(g.db, player.id)).toBe(result.currency);
    expect(await getCollectionStatus(g.db, player.id, at(23.99))).toEqual({
      canCollect: false,
      nextCollectionAvailable: at(24).toISOString(),
    });
    expect((await getCollectionStatus(g.db, player.id, at(24))).canCollect).toBe(true);
    const cards = await getCollection(g.db, player.id);
    expect(cards.map((c) => c.hash)).toEqual([hash]);
    const map = await getMapSystems(g.db);
    expect(map).toHaveLength(500);
    expect(map.filter((s) => s.discovered)).toEqual([
      expect.objectContaining({ hash, discoveredById: player.id }),
    ]);
  });

  it('refuses during the cooldown, for unknown or discovered systems, changing nothing', async () => {
    g = await seededGameDb(300);
    const a = await register(g.db, newPlayer(), T0);
    const b = await register(g.db, newPlayer(), T0);
    const first = await findCollectableSystem(g.db, a.id, 0.5);
    await collectSystem(g.db, a.id, first, T0);
    const next = await findCollectableSystem(g.db, a.id, 0.5);
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, next, at(23.5)),
      'RULE_VIOLATION',
      'Your next collection is available in 30m',
    );
    // The time itself rides in the details, for a client to write in its player's format.
    await expect(collectSystem(g.db, a.id, next, at(1))).rejects.toMatchObject({
      message: 'Your next collection is available in 23h 0m',
      details: { nextCollectionAvailable: at(24).toISOString() },
    });
    await expectRefusal(g.db, () => collectSystem(g.db, b.id, 'no-such-hash', T0), 'NOT_FOUND');
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, b.id, first, T0),
      'CONFLICT',
      'This solar system has already been discovered',
    );
    await expectRefusal(g.db, () => collectSystem(g.db, 999, next, T0), 'UNAUTHENTICATED');
    await collectSystem(g.db, a.id, next, at(24));
  });

  it('says there is nothing to collect once every system is discovered', async () => {
    g = await placedGameDb([
      [0, 0, 0],
      [100, 0, 0],
    ]);
    const a = await register(g.db, newPlayer(), T0);
    const b = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0);
    await collectSystem(g.db, b.id, 'sys1', T0);
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, 'sys1', at(48)),
      'RULE_VIOLATION',
      'No available solar systems to collect',
    );
    await expect(findCollectableSystem(g.db, a.id, 0)).rejects.toThrow(
      'No available solar systems to collect',
    );
    const newcomer = await register(g.db, newPlayer(), T0);
    await expect(findCollectableSystem(g.db, newcomer.id, 0.7)).rejects.toThrow(
      'No available solar systems to collect',
    );
  });

  it('offers a newcomer the first undiscovered system from a random index, wrapping round', async () => {
    g = await placedGameDb([
      [0, 0, 0],
      [100, 0, 0],
      [200, 0, 0],
    ]);
    const a = await register(g.db, newPlayer(), T0);
    const b = await register(g.db, newPlayer(), T0);
    expect(await findCollectableSystem(g.db, a.id, 0.5)).toBe('sys1');
    await collectSystem(g.db, a.id, 'sys2', T0);
    expect(await findCollectableSystem(g.db, b.id, 0.99)).toBe('sys0');
  });

  it('keeps later collections within telescope reach, allowing the nearest when none is', async () => {
    // Level 1 reaches 10,000 ly.
    g = await placedGameDb([
      [0, 0, 0],
      [9000, 0, 0],
      [0, 0, 30000],
      [0, 0, 40000],
    ]);
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys2', T0); // a first collection may be anywhere
    // From sys2 nothing is in reach: the nearest undiscovered (sys3, 10,000 ly) is allowed, sys0 not.
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, 'sys0', at(24)),
      'RULE_VIOLATION',
      "This solar system is beyond your telescope's reach",
    );
    expect(await findCollectableSystem(g.db, a.id, 0)).toBe('sys3');
    await collectSystem(g.db, a.id, 'sys3', at(24));
    // Held: sys2, sys3. Undiscovered sys0 is 30,000 ly away: nearest, so allowed.
    await collectSystem(g.db, a.id, 'sys0', at(48));
    // Now sys1 lies 9,000 ly from sys0: in reach.
    expect(await findCollectableSystem(g.db, a.id, 0.9)).toBe('sys1');
    await collectSystem(g.db, a.id, 'sys1', at(72));
  });

  it('releases a deleted player’s systems', async () => {
    g = await seededGameDb(200);
    const a = await register(g.db, newPlayer(), T0);
    const hash = await findCollectableSystem(g.db, a.id, 0.1);
    await collectSystem(g.db, a.id, hash, T0);
    await deleteAccount(g.db, a.id);
    expect((await getMapSystems(g.db)).some((s) => s.discovered)).toBe(false);
    for (const table of ['ledger_transactions', 'user_achievements', 'discoveries'] as const) {
      const rows = await g.db.selectFrom(table).selectAll().execute();
      expect(rows).toEqual([]);
    }
    const b = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, b.id, hash, T0);
  });
});

describe('buying down the cooldown', () => {
  it('takes whole hours at 100 each off the cooldown', async () => {
    g = await placedGameDb([
      [0, 0, 0],
      [10, 0, 0],
    ]);
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0);
    await grantCredits(g.db, a.id, 3000, 'test money', T0);
    const before = (await getProfile(g.db, a.id)).currency;
    const result = await buyDownCooldown(g.db, a.id, 5, at(1));
    // 500 for the hours; the first buydown also completes 'impatient' (+50).
    expect(result).toEqual({
      currency: before - 500 + 50,
      hours: 5,
      canCollect: false,
      nextCollectionAvailable: at(19).toISOString(),
      newlyObtainedAchievements: [expect.objectContaining({ id: 'impatient', rewardCredits: 50 })],
    });
    expect((await getProfile(g.db, a.id)).currency).toBe(before - 450);
    expect(await ledgerSum(g.db, a.id)).toBe(before - 450);
    const reasons = await g.db
      .selectFrom('ledger_transactions')
      .select(['reason', 'amount'])
      .where('reason', 'in', ['buydown', 'achievement'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(reasons).toEqual([
      { reason: 'achievement', amount: 50 },
      { reason: 'buydown', amount: -500 },
    ]);
    // 18.5 h remain: 19 hours (rounded up) is the most, and it opens the collection now.
    const all = await buyDownCooldown(g.db, a.id, 19, at(0.5));
    expect(all.canCollect).toBe(true);
    expect(all.newlyObtainedAchievements).toEqual([]);
    await collectSystem(g.db, a.id, 'sys1', at(0.5));
  });

  it('refuses bad hours, too little currency, and no cooldown, spending nothing', async () => {
    g = await placedGameDb([[0, 0, 0]]);
    const a = await register(g.db, newPlayer(), T0);
    await expectRefusal(
      g.db,
      () => buyDownCooldown(g.db, a.id, 1, T0),
      'RULE_VIOLATION',
      'Your next collection is already available',
    );
    await collectSystem(g.db, a.id, 'sys0', T0); // pays 50 + 50 (first-light)
    for (const hours of [0, -1, 1.5, 25, Number.NaN]) {
      await expectRefusal(
        g.db,
        () => buyDownCooldown(g.db, a.id, hours, T0),
        'INVALID_INPUT',
        'Invalid number of hours selected.',
      );
    }
    await expectRefusal(
      g.db,
      () => buyDownCooldown(g.db, a.id, 2, at(1)),
      'RULE_VIOLATION',
      'You do not have enough currency for this buydown.',
    );
    // The refusals name the hours allowed: 100 Ϟ buys one of the 23 remaining.
    await expect(buyDownCooldown(g.db, a.id, 2, at(1))).rejects.toMatchObject({
      details: { hours: '1 hour' },
    });
    expect((await buyDownCooldown(g.db, a.id, 1, at(1))).currency).toBe(0 + 50);
  });

  it('names the allowed range of hours in a refusal', async () => {
    g = await placedGameDb([[0, 0, 0]]);
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0);
    await grantCredits(g.db, a.id, 5000, 'test money', T0);
    await expect(buyDownCooldown(g.db, a.id, 30, at(1))).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Invalid number of hours selected.',
      details: { hours: '1–23 hours' },
    });
    await grantCredits(g.db, a.id, -5100, 'spent', T0);
    await expect(buyDownCooldown(g.db, a.id, 1, at(1))).rejects.toMatchObject({
      code: 'RULE_VIOLATION',
      message: 'You do not have enough currency for this buydown.',
      details: { hours: 'none (an hour costs 100 Ϟ)' },
    });
  });
});
