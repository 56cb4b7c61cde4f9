import { describe, expect, it } from 'vitest';
import {
  calibrateThresholds,
  DEFAULT_RARITY_TARGET,
  DEFAULT_RARITY_WEIGHTS,
  rarityFromScore,
  validateRarityWeights,
} from './rarity.js';

describe('rarityFromScore', () => {
  const thresholds = { UNCOMMON: 1, RARE: 2, EPIC: 3, LEGENDARY: 4 };
  it('maps each score to the highest tier it reaches', () => {
    expect(rarityFromScore(0.99, thresholds)).toBe('COMMON');
    expect(rarityFromScore(1, thresholds)).toBe('UNCOMMON');
    expect(rarityFromScore(2.5, thresholds)).toBe('RARE');
    expect(rarityFromScore(3, thresholds)).toBe('EPIC');
    expect(rarityFromScore(10, thresholds)).toBe('LEGENDARY');
  });
});

describe('calibrateThresholds', () => {
  it('hits the target shares on distinct scores', () => {
    const scores = Array.from({ length: 1_000 }, (_, i) => i);
    const t = calibrateThresholds(scores, DEFAULT_RARITY_TARGET);
    expect(t).toEqual({ UNCOMMON: 600, RARE: 850, EPIC: 950, LEGENDARY: 990 });
  });

  it('refuses targets that do not sum to 100', () => {
    expect(() =>
      calibrateThresholds([1, 2], { COMMON: 50, UNCOMMON: 25, RARE: 10, EPIC: 4, LEGENDARY: 1 }),
    ).toThrow(/sum/);
  });

  it('refuses an empty sample', () => {
    expect(() => calibrateThresholds([], DEFAULT_RARITY_TARGET)).toThrow(RangeError);
  });
});

describe('validateRarityWeights', () => {
  it('accepts the defaults and any subset of the features', () => {
    expect(() => validateRarityWeights(DEFAULT_RARITY_WEIGHTS)).not.toThrow();
    expect(() => validateRarityWeights({ moon: 0.2 })).not.toThrow();
  });

  it('refuses an unknown feature and a weight that is not a finite number ≥ 0', () => {
    expect(() => validateRarityWeights({ moons: 0.2 })).toThrow('Unknown rarity feature "moons"');
    expect(() => validateRarityWeights({ moon: Infinity })).toThrow(
      'Rarity weight "moon" must be a number ≥ 0 (it is Infinity)',
    );
    expect(() => validateRarityWeights({ moon: -0.5 })).toThrow(
      'Rarity weight "moon" must be a number ≥ 0 (it is -0.5)',
    );
    expect(() => validateRarityWeights({ moon: 'x' as unknown as number })).toThrow(
      'Rarity weight "moon" must be a number ≥ 0 (it is "x")',
    );
    expect(() => validateRarityWeights({ moon: 0 })).not.toThrow();
  });
});
