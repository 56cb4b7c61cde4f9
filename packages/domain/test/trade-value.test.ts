import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tradeBalance, tradeSideValue } from '../src/trade-value.js';
import { RARITIES, type Rarity } from '../src/vocabulary/rarity.js';

const REWARDS: Record<Rarity, number> = {
  COMMON: 50,
  UNCOMMON: 100,
  RARE: 200,
  EPIC: 400,
  LEGENDARY: 1000,
};
const side = (rarities: Rarity[], credits = 0) => ({ rarities, credits });

/** The value rule of the trade confirmation (docs/game-rules.md, "Trading"). */
describe('the value of a trade', () => {
  it('prices each system at its rarity reward, plus the Ϟ', () => {
    expect(tradeSideValue(side([]), REWARDS)).toBe(0);
    expect(tradeSideValue(side(['COMMON', 'LEGENDARY'], 25), REWARDS)).toBe(1075);
  });

  it('names the side worth ratio times less, and neither when they are close', () => {
    expect(tradeBalance(side(['COMMON']), side(['LEGENDARY']), REWARDS, 3)).toEqual({
      give: 50,
      get: 1000,
      lesser: 'give',
    });
    expect(tradeBalance(side(['EPIC']), side(['COMMON'], 50), REWARDS, 3).lesser).toBe('get');
    // 400 against 200: twice, under a ratio of 3.
    expect(tradeBalance(side(['EPIC']), side(['RARE']), REWARDS, 3).lesser).toBeNull();
    // Exactly the ratio counts as far less.
    expect(tradeBalance(side(['RARE']), side(['COMMON'], 0), REWARDS, 4).lesser).toBe('get');
  });

  it('warns of a side worth nothing, as a gift or a request for nothing in return', () => {
    expect(tradeBalance(side(['COMMON']), side([]), REWARDS, 3).lesser).toBe('get');
    expect(tradeBalance(side([]), side([], 1), REWARDS, 3).lesser).toBe('give');
  });

  it('is symmetric: swapping the sides swaps the lesser one', () => {
    const sides = fc.record({
      rarities: fc.array(fc.constantFrom(...RARITIES), { maxLength: 6 }),
      credits: fc.nat({ max: 100_000 }),
    });
    fc.assert(
      fc.property(sides, sides, fc.double({ min: 1, max: 20, noNaN: true }), (a, b, ratio) => {
        const there = tradeBalance(a, b, REWARDS, ratio);
        const back = tradeBalance(b, a, REWARDS, ratio);
        expect(back.give).toBe(there.get);
        const swapped = { give: 'get', get: 'give' } as const;
        expect(back.lesser).toBe(there.lesser === null ? null : swapped[there.lesser]);
      }),
    );
  });

  it('never warns of the side worth more', () => {
    const sides = fc.record({
      rarities: fc.array(fc.constantFrom(...RARITIES), { maxLength: 6 }),
      credits: fc.nat({ max: 100_000 }),
    });
    fc.assert(
      fc.property(sides, sides, fc.double({ min: 1, max: 20, noNaN: true }), (a, b, ratio) => {
        const { give, get, lesser } = tradeBalance(a, b, REWARDS, ratio);
        if (lesser === 'give') expect(give).toBeLessThanOrEqual(get);
        if (lesser === 'get') expect(get).toBeLessThanOrEqual(give);
      }),
    );
  });
});
