import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawOffer,
  EPIC_OR_BETTER,
  guaranteedWithinFor,
  heldTier,
  newcomerPity,
  pityOf,
  RARE_OR_BETTER,
  RARITIES,
  runsAfter,
  tierOdds,
  type GuaranteeRules,
  type Pity,
  type Rarity,
  type TierCounts,
} from '../src/index.js';
import { DEFAULT_RULES, testRandom } from './support.js';

const config = DEFAULT_RULES;
const BOOST = config.telescope.oddsBoostPerLevel;

/** Reach as it changes from collect to collect: any tier may be missing. */
const counts: fc.Arbitrary<TierCounts> = fc.record({
  COMMON: fc.nat(60),
  UNCOMMON: fc.nat(30),
  RARE: fc.nat(8),
  EPIC: fc.nat(3),
  LEGENDARY: fc.nat(1),
});

const rules: fc.Arbitrary<GuaranteeRules> = fc
  .record({
    newcomerEpicBy: fc.integer({ min: 1, max: 12 }),
    newcomerLegendaryBy: fc.integer({ min: 1, max: 40 }),
    legendaryHardPity: fc.integer({ min: 1, max: 40 }),
    softSpan: fc.integer({ min: 0, max: 40 }),
  })
  .map(({ softSpan, ...r }) => ({
    ...r,
    legendarySoftPityFrom: Math.max(0, r.legendaryHardPity - softSpan),
  }));

const reachable = (tiers: TierCounts, among: readonly Rarity[]) =>
  among.some((t) => (tiers[t] ?? 0) > 0);
const rank = (t: Rarity) => RARITIES.indexOf(t);

describe('the guarantees above Rare', () => {
  it('never lets a guarantee pass while a candidate of its tier is within reach', () => {
    fc.assert(
      fc.property(
        fc.array(counts, { minLength: 1, maxLength: 120 }),
        rules,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 10 }),
        fc.string(),
        (reaches, guaranteeRules, threshold, level, seed) => {
          const random = testRandom(seed);
          let runs = { belowRare: 0, belowEpic: 0, belowLegendary: 0 };
          let collects = 0;
          let hadEpic = false;
          let hadLegendary = false;
          for (const tiers of reaches) {
            const pity: Pity = {
              belowRare: runs.belowRare,
              threshold,
              guarantees: { collects, ...runs, rules: guaranteeRules },
              telescope: { level, boost: BOOST },
            };
            const draw = drawOffer(tiers, pity, random);
            if (!draw) continue;
            const legendaryDue =
              runs.belowLegendary >= guaranteeRules.legendaryHardPity - 1 ||
              (!hadLegendary && collects >= guaranteeRules.newcomerLegendaryBy - 1);
            const epicDue = !hadEpic && collects >= guaranteeRules.newcomerEpicBy - 1;
            const rareDue = runs.belowRare >= threshold;
            // The strongest due guarantee with a candidate in reach holds the draw.
            if (legendaryDue && reachable(tiers, ['LEGENDARY'])) {
              expect(draw.rarity).toBe('LEGENDARY');
            } else if (epicDue && reachable(tiers, EPIC_OR_BETTER)) {
              expect(EPIC_OR_BETTER).toContain(draw.rarity);
            } else if (rareDue && reachable(tiers, RARE_OR_BETTER)) {
              expect(RARE_OR_BETTER).toContain(draw.rarity);
            }
            runs = runsAfter(runs, draw.rarity);
            collects += 1;
            hadEpic ||= EPIC_OR_BETTER.includes(draw.rarity);
            hadLegendary ||= draw.rarity === 'LEGENDARY';
          }
        },
      ),
    );
  });

  it('keeps every promise when every tier is always within reach', () => {
    const everything: TierCounts = { COMMON: 500, UNCOMMON: 200, RARE: 60, EPIC: 20, LEGENDARY: 1 };
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 10 }), (seed, level) => {
        const random = testRandom(seed);
        const { newcomerEpicBy, newcomerLegendaryBy, legendaryHardPity } = config.guarantees;
        let row = { collects: 0, below_rare: 0, below_epic: 0, below_legendary: 0 };
        const firsts: Partial<Record<Rarity, number>> = {};
        for (let collect = 1; collect <= 400; collect++) {
          const draw = drawOffer(everything, pityOf(config, row, level), random)!;
          for (const t of RARITIES.filter((t) => rank(t) <= rank(draw.rarity)))
            firsts[t] ??= collect;
          const runs = runsAfter(
            {
              belowRare: row.below_rare,
              belowEpic: row.below_epic,
              belowLegendary: row.below_legendary,
            },
            draw.rarity,
          );
          row = {
            collects: collect,
            below_rare: runs.belowRare,
            below_epic: runs.belowEpic,
            below_legendary: runs.belowLegendary,
          };
          expect(row.below_rare).toBeLessThanOrEqual(config.pityThreshold);
          expect(row.below_legendary).toBeLessThan(legendaryHardPity);
        }
        expect(firsts.EPIC).toBeLessThanOrEqual(newcomerEpicBy);
        expect(firsts.LEGENDARY).toBeLessThanOrEqual(newcomerLegendaryBy);
      }),
      { numRuns: 50 },
    );
  });

  it('holds the strongest due guarantee that has a candidate, and none without one', () => {
    const due: Pity = {
      belowRare: 10,
      threshold: 10,
      guarantees: { collects: 59, belowEpic: 59, belowLegendary: 59, rules: config.guarantees },
    };
    expect(heldTier({ COMMON: 5, RARE: 1, EPIC: 1, LEGENDARY: 1 }, due)).toBe('LEGENDARY');
    expect(heldTier({ COMMON: 5, RARE: 1, EPIC: 1 }, due)).toBe('EPIC');
    expect(heldTier({ COMMON: 5, RARE: 1 }, due)).toBe('RARE');
    expect(heldTier({ COMMON: 5 }, due)).toBeNull();
    expect(tierOdds({ COMMON: 5, RARE: 1, EPIC: 3 }, due)).toMatchObject({ RARE: 0, EPIC: 1 });
    // A player who had an Epic is no newcomer: the Epic guarantee waits for the Legendary one.
    const veteran: Pity = {
      ...due,
      guarantees: { ...due.guarantees!, belowEpic: 20, belowLegendary: 30 },
    };
    expect(heldTier({ COMMON: 5, RARE: 1, EPIC: 1 }, veteran)).toBe('RARE');
  });

  it('counts down to each guarantee', () => {
    const newcomer = newcomerPity(config);
    expect(guaranteedWithinFor(newcomer, 'RARE')).toBe(7);
    expect(guaranteedWithinFor(newcomer, 'EPIC')).toBe(7);
    expect(guaranteedWithinFor(newcomer, 'LEGENDARY')).toBe(30);
    const veteran = pityOf(
      config,
      { collects: 100, below_rare: 4, below_epic: 12, below_legendary: 40 },
      1,
    );
    expect(guaranteedWithinFor(veteran, 'RARE')).toBe(7);
    expect(guaranteedWithinFor(veteran, 'EPIC')).toBe(20);
    expect(guaranteedWithinFor(veteran, 'LEGENDARY')).toBe(20);
    expect(runsAfter({ belowRare: 3, belowEpic: 8, belowLegendary: 30 }, 'EPIC')).toEqual({
      belowRare: 0,
      belowEpic: 0,
      belowLegendary: 31,
    });
    expect(runsAfter({ belowRare: 3, belowEpic: 8, belowLegendary: 30 }, 'LEGENDARY')).toEqual({
      belowRare: 0,
      belowEpic: 0,
      belowLegendary: 0,
    });
  });

  it('raises the Legendary weight by one for each collect past the soft pity', () => {
    const tiers: TierCounts = { COMMON: 98, LEGENDARY: 2 };
    const at = (belowLegendary: number) =>
      tierOdds(
        tiers,
        pityOf(
          config,
          { collects: 200, below_rare: 0, below_epic: 0, below_legendary: belowLegendary },
          1,
        ),
      ).LEGENDARY;
    expect(at(45)).toBeCloseTo(2 / 100);
    expect(at(46)).toBeCloseTo(4 / 102);
    expect(at(50)).toBeCloseTo(12 / 110);
    expect(at(59)).toBe(1);
  });
});

describe('the telescope odds', () => {
  it('weigh Epic and Legendary candidates 1 + b × (L − 1)', () => {
    const tiers: TierCounts = { COMMON: 90, EPIC: 8, LEGENDARY: 2 };
    const odds = tierOdds(tiers, newcomerPity(config, 10));
    const total = 90 + 8 * 1.9 + 2 * 2.8;
    expect(odds.EPIC).toBeCloseTo((8 * 1.9) / total);
    expect(odds.LEGENDARY).toBeCloseTo((2 * 2.8) / total);
  });

  it('sum to 1 and raise the Epic-or-better share with every level', () => {
    fc.assert(
      fc.property(
        counts,
        fc.nat(200),
        fc.nat(80),
        fc.nat(70),
        fc.nat(12),
        (tiers, collects, belowLegendary, belowEpic, belowRare) => {
          const row = {
            collects: collects + belowLegendary + belowEpic,
            below_rare: belowRare,
            below_epic: belowEpic,
            below_legendary: belowLegendary,
          };
          const any = RARITIES.some((t) => (tiers[t] ?? 0) > 0);
          let last = -1;
          for (let level = 1; level <= config.telescope.maxLevel; level++) {
            const pity = pityOf(config, row, level);
            const odds = tierOdds(tiers, pity);
            const sum = RARITIES.reduce((s, t) => s + odds[t], 0);
            expect(sum).toBeCloseTo(any ? 1 : 0, 12);
            const epicPlus = odds.EPIC + odds.LEGENDARY;
            // Strictly higher whenever it can be: a tier below Epic and one above in the draw.
            const below = odds.COMMON + odds.UNCOMMON + odds.RARE;
            const open = epicPlus > 0 && below > 0;
            if (level > 1 && open) expect(epicPlus).toBeGreaterThan(last);
            else expect(epicPlus).toBeGreaterThanOrEqual(last - 1e-12);
            last = epicPlus;
          }
        },
      ),
    );
  });
});
