import { describe, expect, it } from 'vitest';
import { GENERATOR_VERSIONS, generateSystem } from '../src/index.js';
import type { GeneratorVersion } from '../src/index.js';

/**
 * A handful of fixed systems of every generator version, stored whole. Any change to a version's
 * output fails here: galaxies keep the version they were seeded with, so a released version never
 * changes. A new model is a new version (CONTRIBUTING.md, "Change the generator").
 */
const seed = 'snapshots';

/** The indices of seed "snapshots" that show each kind of system, per version. */
const CASES: Record<GeneratorVersion, { blackHole: number; trinary: number; habitable: number }> = {
  1: { blackHole: 4, trinary: 78, habitable: 297 },
  // A habitable world in a binary: its companion's light is part of its climate.
  2: { blackHole: 4, trinary: 78, habitable: 66 },
  3: { blackHole: 4, trinary: 78, habitable: 66 },
};

describe.each(GENERATOR_VERSIONS)('generator version %i', (generatorVersion) => {
  const galaxy = { seed, size: 10_000, generatorVersion };
  const cases = CASES[generatorVersion];

  it('keeps a star-only system', () => {
    const system = generateSystem(galaxy, 0);
    expect(system.cardType).toBe('star-only');
    expect(system).toMatchSnapshot();
  });

  it('keeps a black hole', () => {
    const system = generateSystem(galaxy, cases.blackHole);
    expect(system.stars[0]?.type).toBe('black-hole');
    expect(system).toMatchSnapshot();
  });

  it('keeps a trinary', () => {
    const system = generateSystem(galaxy, cases.trinary);
    expect(system.stars).toHaveLength(3);
    expect(system).toMatchSnapshot();
  });

  it('keeps a habitable system', () => {
    const system = generateSystem(galaxy, cases.habitable);
    expect(system.cardType).toBe('habitable');
    expect(system).toMatchSnapshot();
  });
});
