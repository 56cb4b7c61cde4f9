import type { GameConfig } from '@orrery/domain/config';
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem } from '../collect/index.js';
import { defaultGameConfig } from '../core/index.js';
import { getOdds, getOffer } from './index.js';
import {
  at,
  FREE_SCAN,
  newPlayer,
  placedGameDb,
  seededGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

let g: GameDb;
afterEach(async () => g.cleanup());

const DAY = 24;

/** Twenty COMMON systems in a row near the origin; sys20 is EPIC and sys21 LEGENDARY. */
async function galaxyWithTiers(config: GameConfig): Promise<GameDb> {
  const positions = Array.from(
    { length: 22 },
    (_, i) => [i * 100, 0, 0] as [number, number, number],
  );
  const game = await placedGameDb(positions, config);
  await game.db.updateTable('systems').set({ rarity: 'EPIC' }).where('id', '=', 20).execute();
  await game.db.updateTable('systems').set({ rarity: 'LEGENDARY' }).where('id', '=', 21).execute();
  return game;
}

describe('the guarantees above Rare, through collects', () => {
  it('count the runs below Epic and without Legendary, and reset them on a find', async () => {
    g = await galaxyWithTiers(FREE_SCAN);
    const a = await register(g.db, newPlayer(), T0);
    const runs = async (hours: number) => {
      const { pity } = await getOffer(g.db, a.id, at(hours), OFFER_KEY);
      return [pity.belowRare, pity.belowEpic, pity.belowLegendary];
    };
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    await collectSystem(g.db, a.id, 'sys1', at(DAY), OFFER_KEY);
    expect(await runs(DAY + 1)).toEqual([2, 2, 2]);
    await collectSystem(g.db, a.id, 'sys20', at(2 * DAY), OFFER_KEY); // EPIC
    expect(await runs(2 * DAY + 1)).toEqual([0, 0, 3]);
    await collectSystem(g.db, a.id, 'sys2', at(3 * DAY), OFFER_KEY);
    expect(await runs(3 * DAY + 1)).toEqual([1, 1, 4]);
    await collectSystem(g.db, a.id, 'sys21', at(4 * DAY), OFFER_KEY); // LEGENDARY
    const { pity } = await getOffer(g.db, a.id, at(4 * DAY + 1), OFFER_KEY);
    expect(pity).toMatchObject({ belowRare: 0, belowEpic: 0, belowLegendary: 0 });
    // No longer a newcomer: only the hard pity promises the next Legendary (and Epic).
    expect(pity).toMatchObject({ epicGuaranteedWithin: 60, legendaryGuaranteedWithin: 60 });
  });

  it('holds the hard-pity collect to the Legendary in reach', async () => {
    const config: GameConfig = {
      ...FREE_SCAN,
      guarantees: { ...FREE_SCAN.guarantees, legendaryHardPity: 3, legendarySoftPityFrom: 3 },
    };
    g = await galaxyWithTiers(config);
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    await collectSystem(g.db, a.id, 'sys1', at(DAY), OFFER_KEY);
    const odds = await getOdds(g.db, a.id);
    expect(odds).toMatchObject({ pityApplies: true, heldTo: 'LEGENDARY' });
    expect(odds.tiers.find((t) => t.rarity === 'LEGENDARY')!.chance).toBe(1);
    const offer = await getOffer(g.db, a.id, at(2 * DAY), OFFER_KEY);
    expect(offer.pity.legendaryGuaranteedWithin).toBe(1);
    const third = await collectSystem(g.db, a.id, offer.id, at(2 * DAY), OFFER_KEY);
    expect(third.system.rarity).toBe('LEGENDARY');
  });

  it('gives a newcomer an Epic or better by collect 7 on a seeded galaxy', async () => {
    g = await seededGameDb(2000);
    const a = await register(g.db, newPlayer(), T0);
    const found: string[] = [];
    for (let day = 0; day < 7; day++) {
      const offer = await getOffer(g.db, a.id, at(day * DAY), OFFER_KEY);
      found.push(
        (await collectSystem(g.db, a.id, offer.id, at(day * DAY), OFFER_KEY)).system.rarity,
      );
    }
    expect(
      found.some((r) => r === 'EPIC' || r === 'LEGENDARY'),
      found.join(),
    ).toBe(true);
  });

  it('publish the same draw at every telescope level, the player’s own among them', async () => {
    g = await seededGameDb(2000);
    const visitor = await getOdds(g.db, null);
    const { maxLevel, oddsBoostPerLevel } = defaultGameConfig().telescope;
    expect(visitor.levels.map((l) => l.level)).toEqual(
      Array.from({ length: maxLevel }, (_, i) => i + 1),
    );
    expect(visitor.rules).toMatchObject({
      pityThreshold: 10,
      newcomerEpicBy: 7,
      newcomerLegendaryBy: 30,
      legendaryHardPity: 60,
      legendarySoftPityFrom: 45,
      oddsBoostPerLevel,
    });
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, (await getOffer(g.db, a.id, T0, OFFER_KEY)).id, T0, OFFER_KEY);
    const own = await getOdds(g.db, a.id);
    const levelOne = own.levels[0]!;
    expect(levelOne.tiers).toEqual(own.tiers.map(({ rarity, chance }) => ({ rarity, chance })));
    const epicPlus = own.levels.map((l) => l.epicOrBetter);
    for (let i = 1; i < epicPlus.length; i++) expect(epicPlus[i]).toBeGreaterThan(epicPlus[i - 1]!);
  });
});
