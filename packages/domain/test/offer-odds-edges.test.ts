import { describe, expect, it } from 'vitest';
import { drawOffer, pityApplies, type Pity } from '../src/offer-odds.js';

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
