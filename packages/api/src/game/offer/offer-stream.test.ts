import { drawOffer, pityOf, runsAfter, type Pity } from '@orrery/domain';
import { seededRandom } from '@orrery/procgen';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem } from '../collect/index.js';
import { offerKeyOf } from './index.js';
import { offerRandom, pityView } from './offer.js';
import { keyedSeed } from './offer-key.js';
import {
  at,
  FREE_SCAN,
  newPlayer,
  OFFER_KEY,
  placedGameDb,
  T0,
  type GameDb,
} from '../../../test/game/game-db.js';

/**
 * The offer's random stream is the one docs/game-rules.md publishes,
 * `seededRandom(HMAC-SHA256(offer key, "{galaxy seed}:offer:{user id}:{collect}:{draw}"))`: whoever
 * holds the server's key (the CLI's simulation with its own, an operator checking a complaint) can
 * replay which system a collect yields, and a player, who knows every input but the key, cannot.
 */
let g: GameDb;
afterEach(async () => g.cleanup());

const SYSTEMS = 100;
const COLLECTS = 6;

const noRuns = { collects: 0, below_rare: 0, below_epic: 0, below_legendary: 0 };
const pityAt = (
  collect: number,
  runs: { belowRare: number; belowEpic: number; belowLegendary: number },
): Pity =>
  pityOf(
    FREE_SCAN,
    {
      collects: collect - 1,
      below_rare: runs.belowRare,
      below_epic: runs.belowEpic,
      below_legendary: runs.belowLegendary,
    },
    1,
  );

describe('the offer stream', () => {
  it('draws each collect from the keyed stream, which public inputs alone do not give', async () => {
    // Every system Common and within a level-1 reach of any other: the draw picks only an index.
    g = await placedGameDb(Array.from({ length: SYSTEMS }, (_, i) => [i, 0, 0]));
    const player = await register(g.db, newPlayer(), T0);
    const undiscovered = Array.from({ length: SYSTEMS }, (_, i) => i);

    /** The system collect `collect` yields when its draw's stream is `seed`'s. */
    const replay = (seed: string, pity: Pity) => {
      const draw = drawOffer({ COMMON: undiscovered.length }, pity, seededRandom(seed))!;
      expect(draw.rarity).toBe('COMMON');
      return `sys${undiscovered[draw.index]}`;
    };

    let runs = { belowRare: 0, belowEpic: 0, belowLegendary: 0 };
    let predicted = 0;
    for (let collect = 1; collect <= COLLECTS; collect++) {
      const inputs = `placed:offer:${player.id}:${collect}:0`;
      const pity = pityAt(collect, runs);
      const keyed = replay(keyedSeed(OFFER_KEY, inputs), pity);
      // What a player could compute: the galaxy's seed, their id and collect number are public.
      const guessed = replay(inputs, pity);
      const result = await collectSystem(
        g.db,
        player.id,
        `offer-${collect}`,
        at(25 * collect),
        OFFER_KEY,
      );
      expect(result.system.hash).toBe(keyed);
      if (guessed === result.system.hash) predicted += 1;
      undiscovered.splice(undiscovered.indexOf(Number(result.system.hash.slice(3))), 1);
      runs = runsAfter(runs, 'COMMON');
    }
    // One in a hundred may agree by chance; six in a row would mean the key is not used.
    expect(predicted).toBeLessThan(COLLECTS);
  });

  it('reproduces a stream under one key and draws another under another key', () => {
    const row = { ...noRuns, user_id: 1, system_id: null, drawn_at: null, draws: 0 };
    const first = (random: () => number) => Array.from({ length: 8 }, () => random());
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 48 }),
        fc.uint8Array({ minLength: 16, maxLength: 48 }),
        fc.string(),
        fc.nat(1_000_000),
        fc.nat(500),
        (a, b, seed, userId, collects) => {
          fc.pre(Buffer.compare(Buffer.from(a), Buffer.from(b)) !== 0);
          const at = { ...row, user_id: userId, collects };
          const [keyA, keyB] = [offerKeyOf(a), offerKeyOf(b)];
          const stream = first(offerRandom(keyA, seed, userId, at));
          expect(first(offerRandom(offerKeyOf(Uint8Array.from(a)), seed, userId, at))).toEqual(
            stream,
          );
          expect(first(offerRandom(keyB, seed, userId, at))).not.toEqual(stream);
          const publicOnly = seededRandom(`${seed}:offer:${userId}:${collects + 1}:0`);
          expect(first(publicOnly)).not.toEqual(stream);
        },
      ),
    );
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
