import { afterEach, describe, expect, it } from 'vitest';
import { removeAccount, getProfile, register } from '../accounts/index.js';
import { defaultGameConfig } from '../core/index.js';
import { grantCredits } from '../ledger/index.js';
import { getOffer } from '../offer/index.js';
import {
  buyDownCooldown,
  collectSystem,
  findCollectableSystem,
  getBuydownQuote,
  getCollection,
  getCollectionStatus,
} from './index.js';
import {
  at,
  expectRefusal,
  FREE_SCAN,
  newPlayer,
  placedGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

/**
 * The collect and buy-down rules at their edges (docs/spec.md §4, §5; docs/game-rules.md):
 * the quote a client shows, the hours a refusal names, a targeted scan's price and refusals, and
 * an account deleted meanwhile.
 */
let g: GameDb;
afterEach(async () => g.cleanup());

const row = (i: number): [number, number, number] => [i * 100, 0, 0];

describe('the buy-down quote', () => {
  it('offers the hours left, rounded up, as far as the player can pay', async () => {
    g = await placedGameDb([row(0), row(1)]);
    const a = await register(g.db, newPlayer(), T0);
    // The collection is open: nothing to buy.
    expect(await getBuydownQuote(g.db, a.id, T0)).toEqual({
      costPerHour: 100,
      remainingHours: 0,
      maxHours: 0,
    });
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY); // 50 Ϟ, and 50 Ϟ for first-light
    // 22.5 h left: 23 hours to buy, of which 100 Ϟ pays one.
    expect(await getBuydownQuote(g.db, a.id, at(1.5))).toEqual({
      costPerHour: 100,
      remainingHours: 23,
      maxHours: 1,
    });
    await grantCredits(g.db, a.id, 150, 'test money', T0);
    expect((await getBuydownQuote(g.db, a.id, at(1.5))).maxHours).toBe(2);
    await grantCredits(g.db, a.id, 10_000, 'test money', T0);
    expect((await getBuydownQuote(g.db, a.id, at(1.5))).maxHours).toBe(23);
    // Past the cooldown's end the collection is open again, not "−6 hours".
    expect(await getBuydownQuote(g.db, a.id, at(30))).toMatchObject({
      remainingHours: 0,
      maxHours: 0,
    });
  });

  it('lets a player with no credits buy every hour when the hours are free', async () => {
    g = await placedGameDb([row(0)], { ...FREE_SCAN, buydownCostPerHour: 0 });
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    await grantCredits(g.db, a.id, -100, 'spent', T0);
    expect(await getBuydownQuote(g.db, a.id, at(2))).toEqual({
      costPerHour: 0,
      remainingHours: 22,
      maxHours: 22,
    });
    const result = await buyDownCooldown(g.db, a.id, 22, at(2));
    // Nothing spent; the first buy-down completes 'impatient' (+50 Ϟ).
    expect(result).toMatchObject({ currency: 50, canCollect: true });
  });
});

describe('a buy-down', () => {
  it('names "1–2 hours" when two are affordable, and writes the hours into the ledger', async () => {
    g = await placedGameDb([row(0)]);
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    await grantCredits(g.db, a.id, 100, 'test money', T0); // 200 Ϟ: two hours
    await expect(buyDownCooldown(g.db, a.id, 3, at(1))).rejects.toMatchObject({
      code: 'RULE_VIOLATION',
      details: { hours: '1–2 hours' },
    });
    const result = await buyDownCooldown(g.db, a.id, 2, at(1));
    // The first buy-down also completes 'impatient' (+50 Ϟ).
    expect(result).toMatchObject({
      currency: 50,
      hours: 2,
      canCollect: false,
      nextCollectionAvailable: at(22).toISOString(),
    });
    const rows = await g.db
      .selectFrom('ledger_transactions')
      .select(['amount', 'description', 'created_at'])
      .where('reason', '=', 'buydown')
      .execute();
    expect(rows).toEqual([
      {
        amount: -200,
        description: '2 h off the collection cooldown',
        created_at: at(1).toISOString(),
      },
    ]);
  });
});

describe('naming a system other than the offer', () => {
  it('tells the player to collect their offer, and where to find its id', async () => {
    g = await placedGameDb([row(0), row(1)], defaultGameConfig()); // no targeted scan
    const a = await register(g.db, newPlayer(), T0);
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, 'somewhere-else', T0, OFFER_KEY),
      'RULE_VIOLATION',
      "Only the system your telescope offers can be collected: post your offer's id (GET /solar/collection/offer)",
    );
  });
});

describe('a targeted scan', () => {
  const priced = { ...defaultGameConfig(), targetedScanCost: 300 };

  it('needs the whole price: 1 Ϟ short is refused', async () => {
    g = await placedGameDb([row(0), row(1)], priced);
    const a = await register(g.db, newPlayer(), T0);
    await grantCredits(g.db, a.id, 299, 'test money', T0);
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, 'sys1', T0, OFFER_KEY),
      'RULE_VIOLATION',
      'Insufficient credits for a targeted scan',
    );
  });

  it('refuses a system that does not exist or that another player holds', async () => {
    g = await placedGameDb([row(0), row(1), row(2)]);
    const a = await register(g.db, newPlayer(), T0);
    const b = await register(g.db, newPlayer(), T0);
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, 'no-such-system', T0, OFFER_KEY),
      'NOT_FOUND',
      'Solar system not found',
    );
    await collectSystem(g.db, b.id, 'sys1', T0, OFFER_KEY);
    await expectRefusal(
      g.db,
      () => collectSystem(g.db, a.id, 'sys1', T0, OFFER_KEY),
      'CONFLICT',
      'This solar system has already been discovered',
    );
  });

  it('costs nothing and writes no ledger row when free', async () => {
    g = await placedGameDb([row(0)]);
    const a = await register(g.db, newPlayer(), T0);
    const result = await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    const reasons = await g.db
      .selectFrom('ledger_transactions')
      .select('reason')
      .orderBy('id')
      .execute();
    expect(reasons.map((r) => r.reason)).toEqual(['collection', 'achievement']);
    expect(result).toMatchObject({ reward: 50, currency: 100, streakDays: 1, streakBonus: 0 });
  });
});

describe('during the cooldown', () => {
  it('names no system to collect: the cooldown is the answer', async () => {
    g = await placedGameDb([row(0), row(1)]);
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'offer-1', T0, OFFER_KEY);
    await expect(findCollectableSystem(g.db, a.id, at(23), OFFER_KEY)).rejects.toMatchObject({
      code: 'RULE_VIOLATION',
      message: 'Your next collection is available in 1h 0m',
    });
    expect(await findCollectableSystem(g.db, a.id, at(24), OFFER_KEY)).toMatch(/^sys[01]$/);
  });
});

describe('an account deleted meanwhile', () => {
  it('has no status, collection, quote, buy-down or offer: the session is told it is gone', async () => {
    g = await placedGameDb([row(0)]);
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    await removeAccount(g.db, a.id);
    for (const action of [
      () => getCollectionStatus(g.db, a.id, T0),
      () => getCollection(g.db, a.id),
      () => getBuydownQuote(g.db, a.id, at(1)),
      () => buyDownCooldown(g.db, a.id, 1, at(1)),
      () => getProfile(g.db, a.id),
      () => getOffer(g.db, a.id, at(24), OFFER_KEY),
    ]) {
      await expectRefusal(g.db, action, 'UNAUTHENTICATED', 'Account not found');
    }
  });
});
