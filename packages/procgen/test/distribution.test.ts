import { CARD_TYPES, PLANET_TYPES, RARITIES, SPECTRAL_CLASSES, STAR_TYPES } from '@orrery/domain';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RARITY_TARGET,
  generateSystem,
  GENERATOR_VERSIONS,
  summaries,
} from '../src/index.js';
import type { PlanetType, SpectralClass, SystemSummary } from '../src/index.js';

function shares<K extends string>(keys: Iterable<K>): Map<K, number> {
  const counts = new Map<K, number>();
  let total = 0;
  for (const key of keys) {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total++;
  }
  for (const [key, n] of counts) counts.set(key, (100 * n) / total);
  return counts;
}

describe.each(GENERATOR_VERSIONS)('a version %i galaxy of 100,000 systems', (generatorVersion) => {
  /** 100,000 summaries of a seed other than the calibration's. */
  const galaxy = { seed: 'distribution', size: 100_000, generatorVersion };
  const all: SystemSummary[] = [...summaries(galaxy)];

  it('has unique hashes and unique names', () => {
    expect(new Set(all.map((s) => s.hash)).size).toBe(all.length);
    expect(new Set(all.map((s) => s.name)).size).toBe(all.length);
  });

  it('tiers rarity within 1.5 points of the default target', () => {
    const tiers = shares(all.map((s) => s.rarity));
    for (const rarity of RARITIES) {
      expect(
        Math.abs((tiers.get(rarity) ?? 0) - DEFAULT_RARITY_TARGET[rarity]),
        rarity,
      ).toBeLessThanOrEqual(1.5);
    }
  });

  it("draws main-sequence primaries by LeDrew's class frequencies", () => {
    const mainSequence = all.filter(
      (s) => s.firstStarType === 'main-sequence' || s.firstStarType === 'red-dwarf',
    );
    const classes = shares(mainSequence.map((s) => s.firstStarClass));
    const expected: Partial<Record<SpectralClass, number>> = {
      M: 76.45,
      K: 12.1,
      G: 7.6,
      F: 3,
      A: 0.6,
      B: 0.13,
    };
    for (const [c, share] of Object.entries(expected)) {
      // Within 10% of the share (binomial noise at these sizes is far smaller).
      expect(Math.abs((classes.get(c as SpectralClass) ?? 0) - share), c).toBeLessThan(
        share * 0.1 + 0.05,
      );
    }
  });

  it('holds every star type, spectral class and card type', () => {
    expect(new Set(all.map((s) => s.firstStarType))).toEqual(new Set(STAR_TYPES));
    expect(new Set(all.map((s) => s.firstStarClass))).toEqual(new Set(SPECTRAL_CLASSES));
    expect(new Set(all.map((s) => s.cardType))).toEqual(new Set(CARD_TYPES));
  });

  it('makes star-only systems the most common card, as the spec says', () => {
    const cards = shares(all.map((s) => s.cardType));
    const starOnly = cards.get('star-only') ?? 0;
    for (const [card, share] of cards)
      if (card !== 'star-only') expect(share).toBeLessThan(starOnly);
  });

  // 10,000 full systems take a few seconds: a generous timeout on a loaded machine (not a timing goal).
  it('holds every planet type (in the first 10,000 systems)', { timeout: 60_000 }, () => {
    const types = new Set<PlanetType>();
    for (let i = 0; i < 10_000; i++)
      for (const p of generateSystem(galaxy, i).planets) types.add(p.type);
    expect(types).toEqual(new Set(PLANET_TYPES));
  });

  it('crowds exotic systems toward the core', () => {
    const exotic = (s: SystemSummary) =>
      s.starCount > 1 ||
      ['O', 'B', 'Q', 'X'].includes(s.firstStarClass) ||
      s.firstStarType === 'blue-giant';
    const share = (list: SystemSummary[]) => list.filter(exotic).length / list.length;
    const radius = (s: SystemSummary) => Math.hypot(s.x, s.z);
    const core = all.filter((s) => radius(s) < 8_000);
    const rim = all.filter((s) => radius(s) > 30_000);
    expect(share(core)).toBeGreaterThan(share(rim) * 1.2);
  });

  it('fills a disk about 100,000 ly across and ~1,000 ly thick, denser toward the core', () => {
    const radii = all.map((s) => Math.hypot(s.x, s.z));
    expect(Math.max(...radii)).toBeLessThanOrEqual(50_000);
    expect(Math.max(...radii)).toBeGreaterThan(45_000);
    const thin = all.filter((s) => Math.hypot(s.x, s.z) > 15_000);
    const heights = thin.map((s) => Math.abs(s.y)).sort((a, b) => a - b);
    expect(heights[Math.floor(heights.length * 0.8)]).toBeLessThan(600);
    const inner = radii.filter((r) => r < 10_000).length / (Math.PI * 10_000 ** 2);
    const outer =
      radii.filter((r) => r > 30_000 && r < 40_000).length /
      (Math.PI * (40_000 ** 2 - 30_000 ** 2));
    expect(inner).toBeGreaterThan(5 * outer);
  });
});
