import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem } from '../collect/index.js';
import { getOdds, getOffer } from './index.js';
import {
  at,
  FREE_SCAN,
  newPlayer,
  placedGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

let g: GameDb;
afterEach(async () => g.cleanup());

const chances = (odds: Awaited<ReturnType<typeof getOdds>>) =>
  Object.fromEntries(odds.tiers.map((t) => [t.rarity, t.chance]));

/** Ten COMMON systems near the origin, one RARE among them, and an EPIC 50,000 ly away. */
async function galaxyWithRares(pityThreshold: number): Promise<GameDb> {
  const near = Array.from({ length: 11 }, (_, i) => [i * 100, 0, 0] as [number, number, number]);
  const game = await placedGameDb([...near, [50_000, 0, 0]], { ...FREE_SCAN, pityThreshold });
  await game.db.updateTable('systems').set({ rarity: 'RARE' }).where('id', '=', 10).execute();
  await game.db.updateTable('systems').set({ rarity: 'EPIC' }).where('id', '=', 11).execute();
  return game;
}

describe('the published odds', () => {
  it('count the undiscovered systems within reach, or the whole galaxy for a visitor', async () => {
    g = await galaxyWithRares(10);
    const visitor = await getOdds(g.db, null);
    expect(visitor).toMatchObject({
      scope: 'galaxy',
      candidates: 12,
      pity: null,
      pityApplies: false,
    });
    expect(chances(visitor)).toEqual({
      COMMON: 10 / 12,
      UNCOMMON: 0,
      RARE: 1 / 12,
      EPIC: 1 / 12,
      LEGENDARY: 0,
    });
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY); // a free targeted scan in this galaxy
    // Held sys0: the EPIC lies beyond the 10,000 ly a level-1 telescope reaches.
    const own = await getOdds(g.db, a.id);
    expect(own).toMatchObject({ scope: 'player', candidates: 10, pityApplies: false });
    expect(own.pity).toEqual({
      threshold: 10,
      belowRare: 1,
      guaranteedWithin: 6, // the newcomer's Epic by collect 7 promises Rare too
      belowEpic: 1,
      belowLegendary: 1,
      epicGuaranteedWithin: 6,
      legendaryGuaranteedWithin: 29,
    });
    expect(chances(own)).toMatchObject({ COMMON: 0.9, RARE: 0.1, EPIC: 0 });
    expect((await getOdds(g.db, null)).candidates).toBe(11);
  });

  it('hold a draw to Rare or better after N collects in a row below Rare', async () => {
    g = await galaxyWithRares(2);
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    await collectSystem(g.db, a.id, 'sys1', at(24), OFFER_KEY);
    const odds = await getOdds(g.db, a.id);
    expect(odds.pityApplies).toBe(true);
    expect(chances(odds)).toMatchObject({ COMMON: 0, RARE: 1 });
    expect((await getOffer(g.db, a.id, at(48), OFFER_KEY)).pity.guaranteedWithin).toBe(1);
    const third = await collectSystem(g.db, a.id, 'offer-3', at(48), OFFER_KEY);
    expect(third.system.rarity).toBe('RARE');
    // The run starts again after a Rare.
    expect((await getOffer(g.db, a.id, at(60), OFFER_KEY)).pity).toMatchObject({
      threshold: 2,
      belowRare: 0,
      guaranteedWithin: 3,
    });
  });
});
