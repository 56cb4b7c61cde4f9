import type { GameConfig } from '@orrery/domain/config';
import { describe, expect, it } from 'vitest';
import { defaultGameConfig } from '../core/index.js';
import { collectShares } from './index.js';

const GALAXY = { COMMON: 6000, UNCOMMON: 2500, RARE: 1000, EPIC: 400, LEGENDARY: 100 };
const NEVER = 1_000_000;
const defaults = defaultGameConfig();
const options = { players: 400, collects: 90, level: 1, seed: 'test' };

/** The default rules with only the Rare pity after `threshold` (no guarantees above it). */
const rarePityOnly = (threshold: number): GameConfig => ({
  ...defaults,
  pityThreshold: threshold,
  guarantees: {
    newcomerEpicBy: NEVER,
    newcomerLegendaryBy: NEVER,
    legendaryHardPity: NEVER,
    legendarySoftPityFrom: NEVER,
  },
});

const sum = (shares: Record<string, number>) => Object.values(shares).reduce((a, b) => a + b, 0);

describe('what players collect from a galaxy', () => {
  it('is the galaxy’s shares when no rule holds a draw', () => {
    const shares = collectShares(rarePityOnly(NEVER), GALAXY, options);
    expect(sum(shares)).toBeCloseTo(1, 12);
    expect(shares.COMMON).toBeCloseTo(0.6, 1);
    expect(shares.LEGENDARY).toBeCloseTo(0.01, 2);
  });

  it('lifts Rare or better to p / (1 − (1 − p)^(N + 1)) under the Rare pity alone', () => {
    // A run below Rare ends at the first Rare or better or at the (N + 1)-th collect.
    const p = 0.15;
    const galaxy = { COMMON: 85, RARE: 15 };
    const n = 5;
    const shares = collectShares(rarePityOnly(n), galaxy, { ...options, players: 1000 });
    expect(shares.RARE).toBeCloseTo(p / (1 - (1 - p) ** (n + 1)), 2);
  });

  it('gives the default guarantees’ lift to Epic and Legendary, and the same shares for a seed', () => {
    const plain = collectShares(rarePityOnly(NEVER), GALAXY, options);
    const guaranteed = collectShares(defaults, GALAXY, options);
    expect(guaranteed).toEqual(collectShares(defaults, GALAXY, options));
    expect(guaranteed.LEGENDARY).toBeGreaterThan(plain.LEGENDARY * 1.5);
    expect(guaranteed.EPIC).toBeGreaterThan(plain.EPIC);
    expect(guaranteed.COMMON).toBeLessThan(plain.COMMON);
    // Every player met the newcomer Legendary by collect 30: at least one in 90 per player.
    expect(guaranteed.LEGENDARY).toBeGreaterThanOrEqual(1 / 90);
  });

  it('rises with the telescope level', () => {
    const low = collectShares(defaults, GALAXY, options);
    const high = collectShares(defaults, GALAXY, { ...options, level: 10 });
    expect(high.EPIC + high.LEGENDARY).toBeGreaterThan(low.EPIC + low.LEGENDARY);
  });

  it('counts nothing from an empty reach', () => {
    expect(sum(collectShares(defaults, {}, options))).toBe(0);
  });
});
