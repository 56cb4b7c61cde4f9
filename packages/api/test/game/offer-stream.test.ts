import { drawOffer, pityOf, runsAfter } from '@orrery/domain';
import { seededRandom } from '@orrery/procgen';
import { afterEach, describe, expect, it } from 'vitest';
import { collectSystem, register } from '../../src/game/index.js';
import { pityView } from '../../src/game/offer.js';
import { at, FREE_SCAN, newPlayer, placedGameDb, T0, type GameDb } from './game-db.js';

/**
 * The offer's random stream is the one docs/game-rules.md publishes,
 * `seededRandom("{galaxy seed}:offer:{user id}:{collect}:{draw}")`, so anyone holding the database
 * (the CLI's simulation, an operator checking a complaint) can replay which system a collect yields.
 */
let g: GameDb;
afterEach(async () => g.cleanup());

const SYSTEMS = 100;

describe('the offer stream', () => {
  it('draws each collect from the published seed, collect number and draw', async () => {
    // Every system Common and within a level-1 reach of any other: the draw picks only an index.
    g = await placedGameDb(Array.from({ length: SYSTEMS }, (_, i) => [i, 0, 0]));
    const player = await register(g.db, newPlayer(), T0);
    const undiscovered = Array.from({ length: SYSTEMS }, (_, i) => i);

    const replay = (
      collect: number,
      runs: { belowRare: number; belowEpic: number; belowLegendary: number },
    ) => {
      const pity = pityOf(
        FREE_SCAN,
        {
          collects: collect - 1,
          below_rare: runs.belowRare,
          below_epic: runs.belowEpic,
          below_legendary: runs.belowLegendary,
        },
        1,
      );
      const random = seededRandom(`placed:offer:${player.id}:${collect}:0`);
      const draw = drawOffer({ COMMON: undiscovered.length }, pity, random)!;
      expect(draw.rarity).toBe('COMMON');
      return `sys${undiscovered[draw.index]}`;
    };

    const first = await collectSystem(g.db, player.id, 'offer-1', T0);
    expect(first.system.hash).toBe(replay(1, { belowRare: 0, belowEpic: 0, belowLegendary: 0 }));
    undiscovered.splice(undiscovered.indexOf(Number(first.system.hash.slice(3))), 1);

    const runs = runsAfter({ belowRare: 0, belowEpic: 0, belowLegendary: 0 }, 'COMMON');
    const second = await collectSystem(g.db, player.id, 'offer-2', at(25));
    expect(second.system.hash).toBe(replay(2, runs));
  });
});

describe('the pity view', () => {
  it('shows no Epic or Legendary runs for a draw under the Rare pity alone', () => {
    expect(pityView({ belowRare: 3, threshold: 10 })).toMatchObject({
      threshold: 10,
      belowRare: 3,
      belowEpic: 0,
      belowLegendary: 0,
    });
  });
});
