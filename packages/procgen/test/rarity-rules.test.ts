import { describe, expect, it } from 'vitest';
import type { PlanetCore } from '../src/planets/planets.js';
import {
  calibrateThresholds,
  DEFAULT_RARITY_TARGET,
  DEFAULT_RARITY_WEIGHTS,
  RARITY_FEATURES,
  rarityFeatures,
  rarityFromScore,
  rarityScore,
} from '../src/rarity/rarity.js';
import type { StarCore } from '../src/stars/stars.js';
import type { SpectralClass, StarType } from '../src/core/types.js';

/** Each rarity feature, the score and the tiers at their exact edges (docs/game-design.md). */

function star(type: StarType, spectralClass: SpectralClass = 'G', metallicity = 0): StarCore {
  return {
    type,
    spectralClass,
    mass: 1,
    radius: 1,
    luminosity: 1,
    temperature: 5778,
    age: 4.6e9,
    remainingLifespan: 5e9,
    metallicity,
    separation: 0,
  };
}

function planet(overrides: Partial<PlanetCore> = {}): PlanetCore {
  return {
    slot: 0,
    type: 'terrestrial',
    semiMajorAxis: 1,
    eccentricity: 0.02,
    mass: 1,
    radius: 1,
    density: 5514,
    albedo: 0.3,
    pressure: 1,
    equilibriumTemperature: 255,
    meanTemperature: 288,
    water: 70,
    habitabilityScore: 0.1,
    habitable: false,
    rings: false,
    hillRadius: 1.5e6,
    rocheLimit: 1.8e4,
    moonCount: 0,
    ...overrides,
  };
}

const NOTHING = Object.fromEntries(RARITY_FEATURES.map((f) => [f, 0]));

describe('rarityFeatures', () => {
  it('sees nothing rare in a lone Sun-like star without planets', () => {
    expect(rarityFeatures([star('main-sequence')], [])).toEqual(NOTHING);
  });

  it('counts a second star as binary and a third as trinary as well', () => {
    const two = rarityFeatures([star('main-sequence'), star('red-dwarf', 'M')], []);
    expect([two.binary, two.trinary]).toEqual([1, 0]);
    const three = rarityFeatures(
      [star('main-sequence'), star('red-dwarf', 'M'), star('red-dwarf', 'M')],
      [],
    );
    expect([three.binary, three.trinary]).toEqual([1, 1]);
  });

  it('counts each exotic star by its type, wherever it stands in the system', () => {
    const f = rarityFeatures(
      [
        star('main-sequence'),
        star('black-hole', 'G'),
        star('black-hole', 'G'),
        star('neutron', 'G'),
        star('white-dwarf', 'G'),
        star('red-giant', 'K'),
        star('blue-giant', 'B'),
        star('brown-dwarf', 'M'),
      ],
      [],
    );
    expect(f).toMatchObject({
      blackHole: 2,
      neutronStar: 1,
      whiteDwarf: 1,
      giantStar: 2,
      brownDwarf: 1,
      // The blue giant is the only O or B star.
      hotStar: 1,
    });
  });

  it('calls O and B stars hot, and A stars not', () => {
    const hot = (c: SpectralClass) =>
      rarityFeatures([star('main-sequence', 'G'), star('main-sequence', c)], []).hotStar;
    expect([hot('O'), hot('B'), hot('A'), hot('F')]).toEqual([1, 1, 0, 0]);
  });

  it('measures the metallicity as the primary’s distance from solar, either way', () => {
    expect(
      rarityFeatures([star('main-sequence', 'G', -0.4), star('red-dwarf', 'M', 0.9)], []),
    ).toMatchObject({ metallicity: 0.4 });
    expect(rarityFeatures([star('main-sequence', 'G', 0.25)], [])).toMatchObject({
      metallicity: 0.25,
    });
  });

  it('counts habitable, ocean, lava and ringed planets, sums moons and keeps the best habitability', () => {
    const f = rarityFeatures(
      [star('main-sequence')],
      [
        planet({ type: 'lava', habitabilityScore: 0, moonCount: 0 }),
        planet({ type: 'ocean', habitable: true, habitabilityScore: 0.92, moonCount: 2 }),
        planet({ type: 'terrestrial', habitable: true, habitabilityScore: 0.75, moonCount: 1 }),
        planet({ type: 'gas-giant', rings: true, habitabilityScore: 0, moonCount: 40 }),
        planet({ type: 'ice-giant', rings: true, habitabilityScore: 0, moonCount: 12 }),
      ],
    );
    expect(f).toEqual({
      ...NOTHING,
      planet: 5,
      habitablePlanet: 2,
      habitability: 0.92,
      oceanWorld: 1,
      lavaWorld: 1,
      ringedPlanet: 2,
      moon: 55,
    });
  });
});

describe('rarityScore', () => {
  it('adds weight × feature over every feature, to three decimals', () => {
    const features = { ...NOTHING, binary: 1, blackHole: 1, moon: 3, metallicity: 0.1234 };
    // 1.5 + 8 + 0.24 + 0.1234 = 9.8634
    expect(rarityScore(features as never, DEFAULT_RARITY_WEIGHTS)).toBe(9.863);
  });

  it('counts a feature without a weight as 0', () => {
    const features = { ...NOTHING, binary: 1, blackHole: 1 };
    expect(rarityScore(features as never, { blackHole: 2 })).toBe(2);
  });
});

describe('rarityFromScore at the exact thresholds', () => {
  // Version 2's calibrated thresholds (rarity-defaults.ts).
  const t = { UNCOMMON: 1.991, RARE: 4.555, EPIC: 8.812, LEGENDARY: 11.758 };
  it.each([
    [1.99, 'COMMON'],
    [1.991, 'UNCOMMON'],
    [4.554, 'UNCOMMON'],
    [4.555, 'RARE'],
    [8.811, 'RARE'],
    [8.812, 'EPIC'],
    [11.757, 'EPIC'],
    [11.758, 'LEGENDARY'],
  ])('a score of %d is %s', (score, rarity) => {
    expect(rarityFromScore(score, t)).toBe(rarity);
  });
});

describe('calibrateThresholds', () => {
  it('does not depend on the order of the sample', () => {
    const sorted = Array.from({ length: 1_000 }, (_, i) => i);
    const shuffled = sorted.map((_, i) => (i * 397) % 1_000);
    expect(calibrateThresholds(shuffled, DEFAULT_RARITY_TARGET)).toEqual(
      calibrateThresholds(sorted, DEFAULT_RARITY_TARGET),
    );
    expect(calibrateThresholds([100, 9, 20, 3], DEFAULT_RARITY_TARGET)).toEqual({
      UNCOMMON: 20,
      RARE: 100,
      EPIC: 101,
      LEGENDARY: 101,
    });
  });

  it('puts a cut on the side of a tie that lands nearer the target, the lower side on a draw', () => {
    // 70 scores of 0 and 30 of 1: COMMON wants 60 below the cut; 0 below (cut at 0) misses by 60,
    // 70 below (cut at 1) by 10. RARE wants 85: 70 or 100 below miss by 15 each, the draw keeps
    // 1. EPIC (95) and LEGENDARY (99) are nearer 100: no score reaches them.
    const scores = [...Array<number>(70).fill(0), ...Array<number>(30).fill(1)];
    expect(calibrateThresholds(scores, DEFAULT_RARITY_TARGET)).toEqual({
      UNCOMMON: 1,
      RARE: 1,
      EPIC: 2,
      LEGENDARY: 2,
    });
  });

  it('chooses the tied score itself when it is nearer the target than the next one', () => {
    // 40 scores of 0, then 0.5 × 50, then 1 × 10: 60 below wants the cut at 0.5 (40 below, 20
    // short) over 1 (90 below, 30 over).
    const scores = [
      ...Array<number>(40).fill(0),
      ...Array<number>(50).fill(0.5),
      ...Array<number>(10).fill(1),
    ];
    expect(calibrateThresholds(scores, DEFAULT_RARITY_TARGET).UNCOMMON).toBe(0.5);
  });

  it('puts an empty top tier above every score', () => {
    const scores = Array.from({ length: 100 }, (_, i) => i / 10);
    const t = calibrateThresholds(scores, {
      COMMON: 60,
      UNCOMMON: 25,
      RARE: 10,
      EPIC: 5,
      LEGENDARY: 0,
    });
    expect(t).toEqual({ UNCOMMON: 6, RARE: 8.5, EPIC: 9.5, LEGENDARY: 9.9 + 1 });
  });

  it('refuses a negative or missing share, and a sample holding NaN', () => {
    expect(() =>
      calibrateThresholds([1, 2], { ...DEFAULT_RARITY_TARGET, COMMON: 70, RARE: -10 }),
    ).toThrow('Target share for RARE must be a non-negative number');
    expect(() =>
      calibrateThresholds([1, 2], { ...DEFAULT_RARITY_TARGET, EPIC: Number.NaN }),
    ).toThrow('Target share for EPIC must be a non-negative number');
    expect(() => calibrateThresholds([1, Number.NaN], DEFAULT_RARITY_TARGET)).toThrow(
      'Scores must be numbers',
    );
    expect(() => calibrateThresholds([1, 2], { ...DEFAULT_RARITY_TARGET, COMMON: 61 })).toThrow(
      'Target shares sum to 101, not 100',
    );
  });

  it('says why it refuses an empty sample', () => {
    expect(() => calibrateThresholds([], DEFAULT_RARITY_TARGET)).toThrow(
      'calibrateThresholds needs at least one score',
    );
  });

  it('accepts shares that sum to 100 up to rounding', () => {
    const third = 100 / 3;
    expect(() =>
      calibrateThresholds([1, 2, 3], {
        COMMON: third,
        UNCOMMON: third,
        RARE: third,
        EPIC: 0,
        LEGENDARY: 0,
      }),
    ).not.toThrow();
  });
});
