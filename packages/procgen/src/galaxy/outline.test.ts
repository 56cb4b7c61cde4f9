import { describe, expect, it } from 'vitest';
import { outlinedSummaries, systemOutline } from './outline.js';
import { summaries } from './summary.js';
import { generateSystem } from './system.js';
import { GENERATOR_VERSIONS } from '../core/version.js';

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

  it('comes with each summary, the same as alone, from outlinedSummaries', () => {
    const galaxy = { seed: 'outline-check', size: 500, generatorVersion: GENERATOR_VERSIONS[0] };
    const outlined = [...outlinedSummaries(galaxy, { start: 100, end: 300 })];
    expect(outlined.map((o) => o.summary)).toStrictEqual([
      ...summaries(galaxy, { start: 100, end: 300 }),
    ]);
    outlined.forEach((o, n) => expect(o.outline).toStrictEqual(systemOutline(galaxy, 100 + n)));
    expect(() => outlinedSummaries(galaxy, { start: 400, end: 501 })).toThrow(RangeError);
  });
});
