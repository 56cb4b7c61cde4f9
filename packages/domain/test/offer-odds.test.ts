import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawOffer,
  guaranteedWithin,
  pityAfter,
  pityApplies,
  RARE_OR_BETTER,
  RARITIES,
  tierOdds,
  type Pity,
  type Rarity,
  type TierCounts,
} from '../src/index.js';
import { testRandom } from './support.js';

const counts: fc.Arbitrary<TierCounts> = fc.record({
  COMMON: fc.nat(50),
  UNCOMMON: fc.nat(30),
  RARE: fc.nat(10),
  EPIC: fc.nat(4),
  LEGENDARY: fc.nat(2),
});
const isRarePlus = (rarity: Rarity) => RARE_OR_BETTER.includes(rarity);

describe('drawing the offer', () => {
  it('never lets more than N collects in a row fall below Rare while one is in reach', () => {
    fc.assert(
      fc.property(
        fc.array(counts, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        fc.string(),
        (galaxies, threshold, seed) => {
          const random = testRandom(seed);
          let belowRare = 0;
          for (const tiers of galaxies) {
            const draw = drawOffer(tiers, { belowRare, threshold }, random);
            if (!draw) continue;
            expect(draw.index).toBeLessThan(tiers[draw.rarity]!);
            const rareReachable = RARE_OR_BETTER.some((t) => (tiers[t] ?? 0) > 0);
            if (belowRare >= threshold && rareReachable) expect(isRarePlus(draw.rarity)).toBe(true);
            belowRare = pityAfter(belowRare, draw.rarity);
            if (rareReachable) expect(belowRare).toBeLessThanOrEqual(threshold);
          }
        },
      ),
    );
  });

  it('draws each tier as often as the published odds say', () => {
    const tiers: TierCounts = { COMMON: 600, UNCOMMON: 250, RARE: 100, EPIC: 40, LEGENDARY: 10 };
    for (const belowRare of [0, 10]) {
      const pity = { belowRare, threshold: 10 };
      const odds = tierOdds(tiers, pity);
      const random = testRandom(`odds-${belowRare}`);
      const seen = Object.fromEntries(RARITIES.map((t) => [t, 0])) as Record<Rarity, number>;
      const draws = 40_000;
      for (let i = 0; i < draws; i++) seen[drawOffer(tiers, pity, random)!.rarity]++;
      for (const t of RARITIES) {
        // Four standard deviations of a binomial count: a wrong weight fails, chance does not.
        const sd = Math.sqrt(draws * odds[t] * (1 - odds[t]));
        expect(Math.abs(seen[t] - draws * odds[t])).toBeLessThanOrEqual(4 * sd + 1);
      }
    }
    expect(tierOdds(tiers, { belowRare: 0, threshold: 10 }).COMMON).toBeCloseTo(0.6);
    expect(tierOdds(tiers, { belowRare: 10, threshold: 10 })).toEqual({
      COMMON: 0,
      UNCOMMON: 0,
      RARE: 100 / 150,
      EPIC: 40 / 150,
      LEGENDARY: 10 / 150,
    });
  });

  it('picks every candidate of a tier, and nothing from an empty reach', () => {
    const random = testRandom('uniform');
    const picked = new Set<number>();
    for (let i = 0; i < 500; i++)
      picked.add(drawOffer({ RARE: 7 }, { belowRare: 0, threshold: 10 }, random)!.index);
    expect([...picked].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(drawOffer({}, { belowRare: 99, threshold: 10 }, random)).toBeNull();
    // Pity without a Rare in reach draws from what there is.
    expect(drawOffer({ COMMON: 3 }, { belowRare: 99, threshold: 10 }, random)?.rarity).toBe(
      'COMMON',
    );
  });

  it('counts down the collects to the guarantee', () => {
    expect(guaranteedWithin({ belowRare: 0, threshold: 10 })).toBe(11);
    expect(guaranteedWithin({ belowRare: 9, threshold: 10 })).toBe(2);
    expect(guaranteedWithin({ belowRare: 10, threshold: 10 })).toBe(1);
    expect(pityAfter(4, 'UNCOMMON')).toBe(5);
    expect(pityAfter(4, 'EPIC')).toBe(0);
  });
});

/** The pure draw at its edges (docs/game-rules.md, "The offer", "Odds and pity"). */
const noPity: Pity = { belowRare: 0, threshold: 10 };

describe('the draw at its edges', () => {
  it('never offers a tier without candidates, even for a random number of exactly 0', () => {
    const zero = () => 0;
    expect(drawOffer({ COMMON: 0, UNCOMMON: 0, RARE: 2 }, noPity, zero)).toEqual({
      rarity: 'RARE',
      index: 0,
    });
    // A number on the boundary between two tiers belongs to the upper one: [0, 1) is COMMON's.
    expect(drawOffer({ COMMON: 1, RARE: 1 }, noPity, () => 0.5)?.rarity).toBe('RARE');
  });

  it('says the pity holds only when it is due and a Rare or better is within reach', () => {
    const due: Pity = { belowRare: 10, threshold: 10 };
    expect(pityApplies({ COMMON: 5, RARE: 1 }, due)).toBe(true);
    expect(pityApplies({ COMMON: 5, RARE: 1 }, { belowRare: 9, threshold: 10 })).toBe(false);
    expect(pityApplies({ COMMON: 5 }, due)).toBe(false);
  });
});
