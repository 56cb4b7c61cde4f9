import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSystem } from '../src/index.js';
import type { Planet, PlanetType, SolarSystemDetail, Star } from '../src/index.js';
import {
  earthMasses,
  fluxAt,
  gramsPerCc,
  JUPITER_MASS,
  JUPITER_RADIUS_KM,
  lifeBeforeRemnant,
  liquidWater,
  mestelTemperature,
  msLifetime,
  msLuminosity,
  solarLuminosities,
  solarMasses,
  whiteDwarfProgenitor,
  zoneFluxes,
} from './astronomy.js';

/**
 * What an astronomy-minded player would check in version 2, over 10,000 systems from random seeds
 * and indices: densities by planet type, the habitable flag against the conservative zone, white
 * dwarfs on their cooling law, giants on their luminosity relations, one age per system, stable
 * spacing, planet/host mass ratios and the light of companions. Each failure names the system.
 */
const SIZE = 1_000_000;
const RUNS = 10_000;
const systems = fc.tuple(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: SIZE - 1 }));

/** Density bands, g/cm³, that each type's mass–radius relation keeps (gas giants: see below). */
const DENSITY: Partial<Record<PlanetType, readonly [number, number]>> = {
  dwarf: [1, 4.5],
  terrestrial: [3.3, 7.5],
  desert: [3, 7.5],
  lava: [3.3, 7.5],
  ocean: [2.3, 4.8],
  subgiant: [1.2, 5.5],
  'ice-giant': [1, 2],
};
const HABITABLE_TYPES = new Set<PlanetType>(['terrestrial', 'ocean', 'desert']);
const ROCKY = new Set<PlanetType>(['terrestrial', 'ocean', 'desert', 'lava', 'dwarf']);
const HOT = 150; // S⊕: where giants may inflate (Demory & Seager 2011)
const MIN_SPACING = 8; // mutual Hill radii
const PRECISION = 1e-9;

/** WD temperatures over the property sample: cool and hot ones both show up. */
const whiteDwarfs = { all: 0, cool: 0, hot: 0 };

const near = (x: number, edge: number) => Math.abs(x - edge) <= PRECISION * Math.abs(edge);

function checkStars(system: SolarSystemDetail, fail: (what: string) => never): void {
  const primary = system.stars[0] as Star;
  for (const star of system.stars) {
    const m = solarMasses(star);
    const l = solarLuminosities(star);
    const what = (text: string) => fail(`${star.name} (${star.type}, ${m.toFixed(3)} M☉): ${text}`);
    if (star.age !== primary.age) what(`aged ${star.age}, the system ${primary.age}`);
    switch (star.type) {
      case 'main-sequence':
      case 'red-dwarf': {
        const lifetime = msLifetime(m);
        if (!(Math.abs(star.age + star.remainingLifespan - lifetime) <= 1e-6 * lifetime)) {
          what(`age + remaining ≠ its lifetime ${lifetime}`);
        }
        if (star.remainingLifespan < 0) what('has outlived its main sequence');
        break;
      }
      case 'red-giant': {
        const onMainSequence = msLuminosity(m);
        const tip = m < 2.2 ? 2_500 : Math.max(2_500, 10 * onMainSequence);
        if (l < 2 * onMainSequence * (1 - PRECISION))
          what(`L ${l} below twice its main sequence's`);
        if (l > tip * (1 + PRECISION)) what(`L ${l} above its branch's tip ${tip}`);
        if (star.age < msLifetime(m) || star.age > lifeBeforeRemnant(m) * (1 + PRECISION)) {
          what(`aged ${star.age}, off its giant phase`);
        }
        break;
      }
      case 'blue-giant': {
        const onMainSequence = msLuminosity(m);
        if (l < onMainSequence * (1 - PRECISION) || l > 2 * onMainSequence * (1 + PRECISION)) {
          what(`L ${l} off 1–2× its main-sequence ${onMainSequence}`);
        }
        const lifetime = msLifetime(m);
        if (
          star.age < 0.9 * lifetime * (1 - PRECISION) ||
          star.age > 1.1 * lifetime * (1 + PRECISION)
        ) {
          what(`aged ${star.age}, its life is ${lifetime}`);
        }
        break;
      }
      case 'white-dwarf': {
        const progenitor = whiteDwarfProgenitor(m);
        if (progenitor < 1 - 1e-6 || progenitor > 8 + 1e-6) what(`progenitor ${progenitor} M☉`);
        const coolingAge = star.age - lifeBeforeRemnant(progenitor);
        if (coolingAge < -1e-6 * star.age) what(`younger than its progenitor's life`);
        const expected = mestelTemperature(m, Math.max(0, coolingAge));
        if (!(Math.abs(star.surfaceTemperature - expected) <= 1e-6 * expected)) {
          what(`${star.surfaceTemperature} K, Mestel cooling gives ${expected} K`);
        }
        whiteDwarfs.all++;
        if (star.surfaceTemperature < 6_000) whiteDwarfs.cool++;
        if (star.surfaceTemperature > 20_000) whiteDwarfs.hot++;
        break;
      }
      case 'neutron':
        // Progenitors of 8–25 M☉: none lives less than a 25 M☉ star.
        if (star.age < lifeBeforeRemnant(25)) what(`aged ${star.age}, younger than any progenitor`);
        break;
      case 'black-hole':
        if (star.age < lifeBeforeRemnant(25) + 1e5) what(`aged ${star.age}`);
        break;
      case 'brown-dwarf':
        if (star.mass < 13 * JUPITER_MASS) what('below 13 Jupiter masses');
        break;
    }
  }
}

function checkPlanets(system: SolarSystemDetail, fail: (what: string) => never): void {
  const { stars, planets } = system;
  const [innerFlux, outerFlux] = zoneFluxes((stars[0] as Star).surfaceTemperature);
  planets.forEach((planet, i) => {
    const what = (text: string) => fail(`${planet.name} (${planet.type}): ${text}`);
    const host = stars
      .filter((s) => s.orbitalSeparation < planet.semiMajorAxis)
      .reduce((sum, s) => sum + s.mass, 0);
    if (planet.mass > 0.01 * host * (1 + PRECISION)) what('outweighs 1% of its host');
    if (planet.mass >= 13 * JUPITER_MASS) what('as heavy as a brown dwarf');

    const flux = fluxAt(planet, stars);
    const equilibrium = (278.6 ** 4 * flux * (1 - planet.surfaceAlbedo) + 2.725 ** 4) ** 0.25;
    if (!(Math.abs(planet.surfaceTemperature - equilibrium) <= 1e-9 * equilibrium)) {
      what(`T_eq ${planet.surfaceTemperature} K, the light of every star gives ${equilibrium} K`);
    }

    const rho = gramsPerCc(planet);
    const band = DENSITY[planet.type];
    if (band && !(rho >= band[0] && rho <= band[1])) what(`${rho} g/cm³ outside ${band.join('–')}`);
    if (planet.type === 'gas-giant') {
      if (rho < 0.5 && flux <= HOT) what(`${rho} g/cm³ although cold`);
      if (planet.mass <= JUPITER_MASS && rho > 2) what(`${rho} g/cm³ at ${earthMasses(planet)} M⊕`);
      if (planet.radius > 1.2 * JUPITER_RADIUS_KM && flux <= HOT) what('inflated although cold');
    }

    if (!near(flux, innerFlux) && !near(flux, outerFlux)) {
      const inZone = flux <= innerFlux && flux >= outerFlux;
      const wet = liquidWater(planet.meanSurfaceTemperature, planet.atmosphericPressure);
      const shouldBe =
        HABITABLE_TYPES.has(planet.type) && inZone && wet && planet.surfaceWaterPercentage > 0;
      if (planet.habitable !== shouldBe) {
        what(`habitable ${planet.habitable}: in zone ${inZone}, liquid water ${wet}`);
      }
    }
    if (planet.planetaryAge > (stars[0] as Star).age) what('older than its star');

    const next = planets[i + 1] as Planet | undefined;
    if (next) {
      const hill =
        Math.cbrt((planet.mass + next.mass) / (3 * host)) *
        ((planet.semiMajorAxis + next.semiMajorAxis) / 2);
      const spacing = (next.semiMajorAxis - planet.semiMajorAxis) / hill;
      if (spacing < MIN_SPACING * (1 - PRECISION))
        what(`${spacing} mutual Hill radii from ${next.name}`);
    }
  });
}

describe('version 2 as an astronomer checks it (10,000 systems, property-based)', () => {
  it('holds every system to the physics it claims', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(systems, ([seed, index]) => {
        const system = generateSystem({ seed, size: SIZE, generatorVersion: 2 }, index);
        const fail = (what: string): never => {
          throw new Error(`${JSON.stringify(seed)} #${index}: ${what}`);
        };
        checkStars(system, fail);
        checkPlanets(system, fail);
      }),
      { numRuns: RUNS, seed: 20_261_213 },
    );

    // White dwarfs span cool to hot.
    expect(whiteDwarfs.all).toBeGreaterThan(300);
    expect(whiteDwarfs.cool / whiteDwarfs.all).toBeGreaterThan(0.2);
    expect(whiteDwarfs.hot / whiteDwarfs.all).toBeGreaterThan(0.02);
  });
});

/**
 * Version 2's goals (docs/game-design.md, "What version 2 changed"), on the galaxy measured there:
 * 40,000 systems of seed "physcheck" (`npm run physcheck -w @orrery/procgen` runs all 100,000).
 */
describe('version 2 meets the goals it was made for', () => {
  const count = { gas: 0, gasOut: 0, gasBelowCold: 0, ice: 0, iceOut: 0, inZone: 0, inZoneDry: 0 };
  const habitable = { all: 0, outsideZone: 0 };
  const radii = { jupiter: [] as number[], saturn: [] as number[] };
  let whiteDwarfs = 0;
  let coolWhiteDwarfs = 0;
  for (let index = 0; index < 40_000; index++) {
    const { stars, planets } = generateSystem(
      { seed: 'physcheck', size: 100_000, generatorVersion: 2 },
      index,
    );
    for (const star of stars) {
      if (star.type !== 'white-dwarf') continue;
      whiteDwarfs++;
      if (star.surfaceTemperature < 7_500) coolWhiteDwarfs++;
    }
    const [innerFlux, outerFlux] = zoneFluxes((stars[0] as Star).surfaceTemperature);
    for (const planet of planets) {
      const rho = gramsPerCc(planet);
      const flux = fluxAt(planet, stars);
      if (planet.type === 'gas-giant') {
        count.gas++;
        if (rho < 0.5 || rho > 2) count.gasOut++;
        if (rho < 0.5 && flux <= HOT) count.gasBelowCold++;
        const m = earthMasses(planet);
        const r = planet.radius / JUPITER_RADIUS_KM;
        if (flux <= HOT && m > 0.9 * 317.8 && m < 1.1 * 317.8) radii.jupiter.push(r);
        if (flux <= HOT && m > 0.9 * 95.2 && m < 1.1 * 95.2) radii.saturn.push(r);
      }
      if (planet.type === 'ice-giant') {
        count.ice++;
        if (rho < 1 || rho > 2) count.iceOut++;
      }
      const inZone = flux <= innerFlux && flux >= outerFlux;
      if (ROCKY.has(planet.type) && planet.atmosphericPressure > 0 && inZone) {
        count.inZone++;
        if (!planet.habitable) count.inZoneDry++;
      }
      if (planet.habitable) {
        habitable.all++;
        if (!inZone) habitable.outsideZone++;
      }
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

  it('keeps gas giants within 0.5–2 g/cm³ (≤ 10% outside, only hot ones below)', () => {
    expect(count.gas).toBeGreaterThan(2_000);
    expect(count.gasOut / count.gas).toBeLessThanOrEqual(0.1);
    expect(count.gasBelowCold).toBe(0);
  });

  it('keeps ice giants within 1–2 g/cm³ (≤ 10% outside)', () => {
    expect(count.iceOut / count.ice).toBeLessThanOrEqual(0.1);
  });

  it('puts cold Jupiter-mass planets at ~1 R_J and Saturn-mass ones at ~0.84 R_J', () => {
    expect(radii.jupiter.length).toBeGreaterThan(50);
    expect(radii.saturn.length).toBeGreaterThan(50);
    expect(mean(radii.jupiter)).toBeGreaterThan(0.95);
    expect(mean(radii.jupiter)).toBeLessThan(1.05);
    expect(mean(radii.saturn)).toBeGreaterThan(0.8);
    expect(mean(radii.saturn)).toBeLessThan(0.88);
  });

  it('makes habitable worlds only inside the zone, and most rocky worlds with air there habitable', () => {
    expect(habitable.all).toBeGreaterThan(1_000);
    expect(habitable.outsideZone / habitable.all).toBeLessThanOrEqual(0.1);
    expect(count.inZoneDry / count.inZone).toBeLessThanOrEqual(0.5);
  });

  it('lets white dwarfs cool: at least 30% below 7,500 K', () => {
    expect(whiteDwarfs).toBeGreaterThan(2_000);
    expect(coolWhiteDwarfs / whiteDwarfs).toBeGreaterThanOrEqual(0.3);
  });
});
