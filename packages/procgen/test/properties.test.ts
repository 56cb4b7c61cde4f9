import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLASS_TEMPERATURE,
  GENERATOR_VERSION,
  GENERATOR_VERSIONS,
  generateSystem,
  HABITABLE_THRESHOLD,
  systemSummary,
} from '../src/index.js';
import type { GeneratorVersion } from '../src/index.js';
import {
  AU_KM,
  densityOf,
  escapeVelocityOf,
  gravityOf,
  hostMassKg,
  keplerPeriodDays,
  moonPeriodDays,
  numbersIn,
  relativeError,
  sumOf,
} from './invariants.js';

const SIZE = 1_000_000;
/**
 * Systems from random seeds and indices: 10,000 of the newest version. A released version's output
 * never changes (test/frozen.test.ts holds it to a digest), so 2,000 of each older one suffice.
 */
const runsOf = (version: GeneratorVersion) => (version === GENERATOR_VERSION ? 10_000 : 2_000);
const systems = fc.tuple(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: SIZE - 1 }));

function forEverySystem(runs: number, check: (seed: string, index: number) => void): void {
  fc.assert(
    fc.property(systems, ([seed, index]) => check(seed, index)),
    { numRuns: runs, seed: 20_261_121 },
  );
}

describe.each(GENERATOR_VERSIONS)(
  'every system of version %i (property-based)',
  (generatorVersion) => {
    it('obeys the physics and the data model', () => {
      forEverySystem(runsOf(generatorVersion), (seed, index) => {
        const system = generateSystem({ seed, size: SIZE, generatorVersion }, index);
        const fail = (what: string) => {
          throw new Error(`${JSON.stringify(seed)} #${index}: ${what}`);
        };
        const within1 = (actual: number, expected: number, what: string) => {
          if (!(relativeError(actual, expected) < 0.01)) fail(`${what}: ${actual} vs ${expected}`);
        };

        for (const [path, n] of numbersIn(system)) {
          if (!Number.isFinite(n)) fail(`${path} is ${n}`);
        }

        if (system.stars.filter((s) => s.isPrimary).length !== 1 || !system.stars[0]?.isPrimary) {
          fail('exactly the first star is primary');
        }
        for (const star of system.stars) {
          const [lo, hi] = CLASS_TEMPERATURE[star.spectralClass];
          const t = star.surfaceTemperature;
          if (!(t >= lo && t <= hi))
            fail(`${star.name}: ${t} K outside class ${star.spectralClass}`);
          if (!(star.mass > 0 && star.radius > 0)) fail(`${star.name}: mass and radius positive`);
          within1(star.surfaceGravity, gravityOf(star), `${star.name} g`);
          within1(star.escapeVelocity, escapeVelocityOf(star), `${star.name} v_esc`);
          within1(star.density, densityOf(star), `${star.name} density`);
          if (star.escapeVelocity > 299_792_458 * 1.000001) fail(`${star.name}: faster than light`);
          if (star.remainingLifespan < 0) fail(`${star.name}: negative lifespan`);
          if (star.type !== 'black-hole' && Math.abs(sumOf(star.elementAbundances) - 100) > 1e-6) {
            fail(`${star.name}: abundances sum to ${sumOf(star.elementAbundances)}`);
          }
        }

        const primary = system.stars[0];
        for (const star of system.stars.slice(1)) {
          if (!(star.orbitalSeparation * AU_KM > 2 * (star.radius + (primary?.radius ?? 0)))) {
            fail(`${star.name}: orbits inside its primary`);
          }
        }

        let previous = 0;
        for (const planet of system.planets) {
          if (!(planet.semiMajorAxis * AU_KM > 2 * (primary?.radius ?? 0)))
            fail(`${planet.name}: inside its star`);
          const name = planet.name;
          if (!(planet.semiMajorAxis > previous)) fail(`${name}: planets out of order`);
          previous = planet.semiMajorAxis;
          if (!(planet.mass > 0 && planet.radius > 0)) fail(`${name}: mass and radius positive`);
          within1(
            planet.orbitalPeriod,
            keplerPeriodDays(planet, system.stars),
            `${name} Kepler III`,
          );
          within1(planet.surfaceGravity, gravityOf(planet), `${name} g`);
          within1(planet.escapeVelocity, escapeVelocityOf(planet), `${name} v_esc`);
          within1(planet.density, densityOf(planet), `${name} density`);
          const score = planet.habitabilityScore;
          if (!(score >= 0 && score <= 1)) fail(`${name}: habitability ${score}`);
          if (planet.habitable !== score >= HABITABLE_THRESHOLD) fail(`${name}: habitable flag`);
          const host = hostMassKg(system.stars, planet.semiMajorAxis);
          const hill =
            planet.semiMajorAxis *
            AU_KM *
            (1 - planet.orbitalEccentricity) *
            Math.cbrt(planet.mass / (3 * host));
          within1(planet.hillSphere, hill, `${name} Hill radius`);
          const rings = planet.visibleRings;
          if (
            rings &&
            !(rings.width > 0 && planet.radius * 1.1 + rings.width <= planet.rocheLimit)
          ) {
            fail(`${name}: rings outside the Roche limit`);
          }
          let moonPrevious = 0;
          for (const moon of planet.moons) {
            if (!(moon.mass > 0 && moon.radius > 0)) fail(`${moon.name}: mass and radius positive`);
            if (!(moon.semiMajorAxis > moonPrevious)) fail(`${moon.name}: moons out of order`);
            moonPrevious = moon.semiMajorAxis;
            if (!(moon.semiMajorAxis < 0.5 * planet.hillSphere))
              fail(`${moon.name}: outside the Hill sphere`);
            const roche = 2.44 * planet.radius * Math.cbrt(densityOf(planet) / densityOf(moon));
            if (!(moon.semiMajorAxis > roche)) fail(`${moon.name}: inside the Roche limit`);
            within1(moon.orbitalPeriod, moonPeriodDays(moon, planet), `${moon.name} Kepler III`);
            within1(moon.surfaceGravity, gravityOf(moon), `${moon.name} g`);
            if (Math.abs(sumOf(moon.coreComposition) - 100) > 1e-6) fail(`${moon.name}: core sums`);
          }
        }
      });
    }, 120_000);

    it('has a summary that agrees with its detail', () => {
      fc.assert(
        fc.property(systems, ([seed, index]) => {
          const galaxy = { seed, size: SIZE, generatorVersion };
          const summary = systemSummary(galaxy, index);
          const system = generateSystem(galaxy, index);
          expect(summary).toMatchObject({
            hash: system.hash,
            name: system.name,
            sector: system.sector,
            ...system.coordinates,
            starCount: system.stars.length,
            planetCount: system.planets.length,
            moonCount: system.planets.reduce((n, p) => n + p.moons.length, 0),
            habitable: system.planets.some((p) => p.habitable),
            firstStarClass: system.stars[0]?.spectralClass,
            firstStarType: system.stars[0]?.type,
            cardType: system.cardType,
            rarityScore: system.rarityScore,
            rarity: system.rarity,
          });
          expect(summary.habitable).toBe(system.habitable);
        }),
        { numRuns: 2_000, seed: 7 },
      );
    });
  },
);
