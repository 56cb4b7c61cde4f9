import { describe, expect, it } from 'vitest';
import { systemOutline } from './outline.js';
import { generateSystem } from './system.js';
import { GENERATOR_VERSIONS } from './version.js';

describe('a system outline', () => {
  // Every system of a whole galaxy per generator version: the card may be built from the outline
  // only if it says exactly what the full generation says.
  it.each(GENERATOR_VERSIONS)(
    'equals the full generation on the fields it has (generator version %s)',
    (generatorVersion) => {
      const galaxy = { seed: 'outline-check', size: 3_000, generatorVersion };
      for (let index = 0; index < galaxy.size; index++) {
        const detail = generateSystem(galaxy, index);
        expect(systemOutline(galaxy, index)).toStrictEqual({
          coordinates: detail.coordinates,
          cardType: detail.cardType,
          habitable: detail.habitable,
          stars: detail.stars.map((s) => ({ spectralClass: s.spectralClass, type: s.type })),
          planets: detail.planets.map((p) => ({ type: p.type, moonCount: p.moons.length })),
        });
      }
    },
    // A whole galaxy generated in full, twice over, on a shared machine.
    120_000,
  );
});
