import { describe, expect, it } from 'vitest';
import { telescopeRange, telescopeUpgradeCost } from '../src/telescope.js';
import { DEFAULT_RULES } from './support.js';

/** The telescope's formulas (docs/game-rules.md, "Telescope") with the default rules. */
describe('the telescope', () => {
  it('reaches round(10,000 × (1 + 0.75 × log2 L)) light-years at level L', () => {
    expect([1, 2, 3, 4, 8, 10].map((level) => telescopeRange(DEFAULT_RULES, level))).toEqual([
      10000, 17500, 21887, 25000, 32500, 34914,
    ]);
  });

  it('costs round(2,500 × 1.08^(L−1)) to leave level L, 31,218 Ϟ from 1 to 10, nothing past the top', () => {
    const costs = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((level) =>
      telescopeUpgradeCost(DEFAULT_RULES, level),
    );
    expect(costs).toEqual([2500, 2700, 2916, 3149, 3401, 3673, 3967, 4285, 4627]);
    expect(costs.reduce((sum, cost) => sum! + cost!, 0)).toBe(31218);
    expect(telescopeUpgradeCost(DEFAULT_RULES, 10)).toBeNull();
    expect(telescopeUpgradeCost(DEFAULT_RULES, 11)).toBeNull();
  });

  it('follows the config: its base, growth, range factor and top level', () => {
    const config = {
      ...DEFAULT_RULES,
      telescope: {
        ...DEFAULT_RULES.telescope,
        maxLevel: 3,
        upgradeBaseCost: 100,
        upgradeCostGrowth: 2,
        baseRangeLy: 1000,
        rangeLogFactor: 1,
      },
    };
    expect([1, 2, 4].map((level) => telescopeRange(config, level))).toEqual([1000, 2000, 3000]);
    expect([1, 2, 3].map((level) => telescopeUpgradeCost(config, level))).toEqual([100, 200, null]);
  });
});
