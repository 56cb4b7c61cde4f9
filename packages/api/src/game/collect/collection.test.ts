import { ledgerSum } from '@orrery/db/economy';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAccount, getProfile, register } from '../accounts/index.js';
import { defaultGameConfig } from '../core/index.js';
import { grantCredits } from '../ledger/index.js';
import { getOffer } from '../offer/index.js';
import { getMapSystems } from '../systems/index.js';
import {
  buyDownCooldown,
  collectSystem,
  findCollectableSystem,
  getCollection,
  getCollectionStatus,
  NOT_THE_OFFER,
} from './index.js';
import {
  at,
  expectRefusal,
  newPlayer,
  placedGameDb,
  seededGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

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
    const offer = await getOffer(g.db, player.id, T0, OFFER_KEY);
    expect(offer).toEqual({
      id: 'offer-1',
      collect: 1,
      drawn: true,
      // A newcomer's first Epic or better comes by collect 7, which makes Rare too.
      pity: {
        threshold: 10,
        belowRare: 0,
        guaranteedWithin: 7,
        belowEpic: 0,
        belowLegendary: 0,
        epicGuaranteedWithin: 7,
        legendaryGuaranteedWithin: 30,
      },
    });
    const hash = await findCollectableSystem(g.db, player.id, T0, OFFER_KEY);
    const result = await collectSystem(g.db, player.id, offer.id, T0, OFFER_KEY);

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

  it('refuses during the cooldown and any id but the offer, changing nothing', async () => {
    g = await seededGameDb(300);
    const a = await register(g.db, newPlayer(), T0);
    const b = await register(g.db, newPlayer(), T0);
    const first = (await collectSystem(g.db, a.id, 'offer-1', T0, OFFER_KEY)).system.hash;
    // During the cooldown nothing is drawn yet: a telescope upgraded meanwhile still counts.
    expect(await getOffer(g.db, a.id, at(1), OFFER_KEY)).toMatchObject({
      id: 'offer-2',
      drawn: false,
    });
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, 'offer-2', at(23.5), OFFER_KEY),
      'RULE_VIOLATION',
      'Your next collection is available in 30m',
    );
    // The time itself rides in the details, for a client to write in its player's format.
    await expect(collectSystem(g.db, a.id, 'offer-2', at(1), OFFER_KEY)).rejects.toMatchObject({
      message: 'Your next collection is available in 23h 0m',
      details: { nextCollectionAvailable: at(24).toISOString() },
    });
    const offered = await findCollectableSystem(g.db, b.id, T0, OFFER_KEY);
    const other = (await getMapSystems(g.db)).find((s) => !s.discovered && s.hash !== offered)!;
    for (const id of ['no-such-hash', first, other.hash, 'offer-2']) {
      await expectRefusal(
        g.db,
        () => collectSystem(g.db, b.id, id, T0, OFFER_KEY),
        'RULE_VIOLATION',
        NOT_THE_OFFER,
      );
    }
    await expect(collectSystem(g.db, b.id, other.hash, T0, OFFER_KEY)).rejects.toMatchObject({
      details: { offer: 'offer-1' },
    });
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, 999, 'offer-1', T0, OFFER_KEY),
      'UNAUTHENTICATED',
    );
    // The offer's system may be named by its hash too (the CLI and tests know it).
    expect((await collectSystem(g.db, b.id, offered, T0, OFFER_KEY)).system.hash).toBe(offered);
    await collectSystem(g.db, a.id, 'offer-2', at(24), OFFER_KEY);
  });

  it('keeps the drawn offer, and draws again only when another player takes its system', async () => {
    g = await placedGameDb(Array.from({ length: 12 }, (_, i) => [i * 100, 0, 0]));
    const a = await register(g.db, newPlayer(), T0);
    const b = await register(g.db, newPlayer(), T0);
    const drawn = await findCollectableSystem(g.db, a.id, T0, OFFER_KEY);
    for (let i = 0; i < 3; i++)
      expect(await findCollectableSystem(g.db, a.id, at(i), OFFER_KEY)).toBe(drawn);
    const row = await g.db.selectFrom('collect_offers').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: a.id, collects: 0, below_rare: 0, draws: 1 });
    await collectSystem(g.db, b.id, drawn, T0, OFFER_KEY); // a targeted scan (free in this galaxy)
    const result = await collectSystem(g.db, a.id, 'offer-1', T0, OFFER_KEY);
    expect(result.system.hash).not.toBe(drawn);
    expect(await findCollectableSystem(g.db, a.id, at(24), OFFER_KEY)).not.toBe(result.system.hash);
  });

  it('draws the same offer from the same inputs', async () => {
    const offers: string[] = [];
    for (let run = 0; run < 2; run++) {
      g = await seededGameDb(300);
      const player = await register(g.db, newPlayer(), T0);
      for (let day = 0; day < 3; day++) {
        offers.push(
          (await collectSystem(g.db, player.id, `offer-${day + 1}`, at(day * 24), OFFER_KEY)).system
            .hash,
        );
      }
      await g.cleanup();
    }
    expect(offers.slice(0, 3)).toEqual(offers.slice(3));
    expect(new Set(offers).size).toBe(3);
    g = await seededGameDb(10);
  });

  it('says there is nothing to collect once every system is discovered', async () => {
    g = await placedGameDb([
      [0, 0, 0],
      [100, 0, 0],
    ]);
    const a = await register(g.db, newPlayer(), T0);
    const b = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    await collectSystem(g.db, b.id, 'sys1', T0, OFFER_KEY);
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, 'sys1', at(48), OFFER_KEY),
      'RULE_VIOLATION',
      'No available solar systems to collect',
    );
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, 'offer-2', at(48), OFFER_KEY),
      'RULE_VIOLATION',
      'No available solar systems to collect',
    );
    await expect(findCollectableSystem(g.db, a.id, at(48), OFFER_KEY)).rejects.toThrow(
      'No available solar systems to collect',
    );
    const newcomer = await register(g.db, newPlayer(), T0);
    await expect(findCollectableSystem(g.db, newcomer.id, T0, OFFER_KEY)).rejects.toThrow(
      'No available solar systems to collect',
    );
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
    await collectSystem(g.db, a.id, 'sys2', T0, OFFER_KEY); // a first collection may be anywhere
    // From sys2 nothing is in reach: the nearest undiscovered (sys3, 10,000 ly) is allowed, sys0 not.
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, 'sys0', at(24), OFFER_KEY),
      'RULE_VIOLATION',
      "This solar system is beyond your telescope's reach",
    );
    expect(await findCollectableSystem(g.db, a.id, at(24), OFFER_KEY)).toBe('sys3');
    await collectSystem(g.db, a.id, 'offer-2', at(24), OFFER_KEY);
    // Held: sys2, sys3. Undiscovered sys0 is 30,000 ly away: nearest, so offered.
    expect(await findCollectableSystem(g.db, a.id, at(48), OFFER_KEY)).toBe('sys0');
    await collectSystem(g.db, a.id, 'sys0', at(48), OFFER_KEY);
    // Now sys1 lies 9,000 ly from sys0: in reach.
    expect(await findCollectableSystem(g.db, a.id, at(72), OFFER_KEY)).toBe('sys1');
    await collectSystem(g.db, a.id, 'offer-4', at(72), OFFER_KEY);
  });

  it('charges a priced targeted scan through the ledger', async () => {
    g = await placedGameDb(
      [
        [0, 0, 0],
        [100, 0, 0],
      ],
      { ...defaultGameConfig(), targetedScanCost: 300 },
    );
    const a = await register(g.db, newPlayer(), T0);
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, 'sys1', T0, OFFER_KEY),
      'RULE_VIOLATION',
      'Insufficient credits for a targeted scan',
    );
    await grantCredits(g.db, a.id, 300, 'test money', T0);
    const result = await collectSystem(g.db, a.id, 'sys1', T0, OFFER_KEY);
    expect(result.system.hash).toBe('sys1');
    expect(result.currency).toBe(await ledgerSum(g.db, a.id));
    const scan = await g.db
      .selectFrom('ledger_transactions')
      .select(['amount', 'description'])
      .where('reason', '=', 'targeted-scan')
      .execute();
    expect(scan).toEqual([{ amount: -300, description: 'System 1' }]);
  });

  it('releases a deleted player’s systems', async () => {
    g = await seededGameDb(200);
    const a = await register(g.db, newPlayer(), T0);
    const hash = await findCollectableSystem(g.db, a.id, T0, OFFER_KEY);
    await collectSystem(g.db, a.id, hash, T0, OFFER_KEY);
    await removeAccount(g.db, a.id);
    expect((await getMapSystems(g.db)).some((s) => s.discovered)).toBe(false);
    const tables = ['ledger_transactions', 'user_achievements', 'discoveries', 'collect_offers'];
    for (const table of tables as ['discoveries']) {
      const rows = await g.db.selectFrom(table).selectAll().execute();
      expect(rows).toEqual([]);
    }
    const b = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, b.id, 'offer-1', T0, OFFER_KEY);
  });
});

describe('buying down the cooldown', () => {
  it('takes whole hours at 100 each off the cooldown', async () => {
    g = await placedGameDb([
      [0, 0, 0],
      [10, 0, 0],
    ]);
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
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
    await collectSystem(g.db, a.id, 'sys1', at(0.5), OFFER_KEY);
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
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY); // pays 50 + 50 (first-light)
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
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
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
