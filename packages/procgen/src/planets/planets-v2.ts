import { climateV2 } from './climate.js';
import { distanceAtFlux, FROST_LINE_FLUX, habitableZoneFlux } from './habitable-zone.js';
import { HABITABLE_THRESHOLD, habitabilityScore } from './habitability.js';
import {
  EARTH_MASS,
  EARTH_RADIUS,
  equilibriumFromFlux,
  escapeVelocity,
  SUN_MASS,
} from '../core/physics.js';
import { holdsAtmosphere, isGiant, PLANET_MASS, planetRadiusV2 } from './planet-physics.js';
import {
  ALBEDO,
  CLOSE_BINARY_AU,
  completePlanet,
  orbitalEccentricity,
  surfacePressure,
  typeWeights,
  TYPES,
} from './planets.js';
import type { Host, Layout, PlanetCore } from './planets.js';
import type { GenerationProfile } from '../profile/profile.js';
import type { Rng } from '../core/rng.js';
import type { StarCore } from '../stars/stars.js';
import type { PlanetType } from '../core/types.js';

/**
 * Version 2's planets: they feel every star's light, their masses respect their host, giants have
 * believable radii, and the habitable flag means "inside the conservative zone with liquid water".
 */

export const EARTH_MASSES_PER_SUN = SUN_MASS / EARTH_MASS;
/**
 * No planet outweighs 1% of the stars it circles: protoplanetary disks hold well under that share
 * of their star's mass (Andrews et al. 2013: 0.2–0.6%), and a brown dwarf's planets stay far below
 * the ~0.1 of binary-like companions.
 */
export const MAX_PLANET_HOST_RATIO = 0.01;
/** Gas giants' mass function, dN/dlog M ∝ M^−0.93 (Suzuki et al. 2016, above the break). */
const GAS_GIANT_MASS_SLOPE = -0.93;
/** The worlds that can be habitable: rocky, with water and weather (not dwarfs, lava or giants). */
export const HABITABLE_TYPES: ReadonlySet<PlanetType> = new Set(['terrestrial', 'ocean', 'desert']);

/**
 * The stars the planets circle (primary plus close companions), and the light of the wide
 * companions, which reaches every planet about equally (their separation ≥ 3× the planets' orbits;
 * L / separation², within ~12% at the outermost planets). The zone's and the frost line's distances
 * are where the host's light plus theirs reaches the edge fluxes.
 */
export function hostOfV2(stars: readonly StarCore[]): Host {
  const primary = stars[0] as StarCore;
  let mass = 0;
  let luminosity = 0;
  let companionFlux = 0;
  for (const star of stars) {
    if (star.separation < CLOSE_BINARY_AU) {
      mass += star.mass;
      luminosity += star.luminosity;
    } else {
      companionFlux += star.luminosity / (star.separation * star.separation);
    }
  }
  const zoneFlux = habitableZoneFlux(primary.temperature);
  return {
    mass,
    luminosity,
    temperature: primary.temperature,
    type: primary.type,
    age: primary.age,
    metallicity: primary.metallicity,
    zone: {
      inner: distanceAtFlux(luminosity, zoneFlux.inner, companionFlux),
      outer: distanceAtFlux(luminosity, zoneFlux.outer, companionFlux),
    },
    zoneFlux,
    frostLine: distanceAtFlux(luminosity, FROST_LINE_FLUX, companionFlux),
    companionFlux,
  };
}

/** A mass in [lo, hi] with dN/dlog M ∝ M^slope. */
function powerLawMass(rng: Rng, lo: number, hi: number, slope: number): number {
  const a = lo ** slope;
  const b = hi ** slope;
  return Math.min(hi, Math.max(lo, (a + rng.float() * (b - a)) ** (1 / slope)));
}

export function planetCoreV2(
  rng: Rng,
  slot: number,
  layout: Layout,
  host: Host,
  profile: GenerationProfile,
): PlanetCore {
  const a = layout.inner * layout.spacing ** slot * rng.range(0.92, 1.08);
  const flux = host.luminosity / (a * a) + host.companionFlux;
  const cap = MAX_PLANET_HOST_RATIO * host.mass * EARTH_MASSES_PER_SUN;
  const weights = typeWeights(a, host, equilibriumFromFlux(flux, 0.3), profile).map((w, i) =>
    PLANET_MASS[TYPES[i] as PlanetType][0] < cap ? w : 0,
  );
  let type = TYPES[rng.weighted(weights)] as PlanetType;
  const [lo, hi] = PLANET_MASS[type];
  const top = Math.min(hi, cap);
  const mass =
    type === 'gas-giant' ? powerLawMass(rng, lo, top, GAS_GIANT_MASS_SLOPE) : rng.logRange(lo, top);
  const eccentricity = orbitalEccentricity(rng, a);
  const [aLo, aHi] = ALBEDO[type];
  const albedo = rng.range(aLo, aHi);
  const equilibrium = equilibriumFromFlux(flux, albedo);
  let pressure = surfacePressure(rng, type, mass, equilibrium);
  let radius = planetRadiusV2(type, mass, flux, rng.range(0.95, 1.05));
  if (
    !isGiant(type) &&
    !holdsAtmosphere(escapeVelocity(mass * EARTH_MASS, radius * EARTH_RADIUS), equilibrium)
  ) {
    pressure = 0;
  }
  const climate = climateV2(
    type,
    mass,
    equilibrium,
    pressure,
    flux,
    host.zoneFlux,
    rng.range(278, 293),
  );
  pressure = climate.pressure;
  const { meanTemperature, liquidWater } = climate;
  if (type === 'ocean' && !liquidWater) {
    // An ocean that cannot stay liquid is frozen rock, or boiled dry (always, past the runaway edge).
    type = meanTemperature < 273.15 && climate.place !== 'runaway' ? 'terrestrial' : 'desert';
    radius = planetRadiusV2(type, mass, flux, 1);
  }
  const waterRoll = rng.float();
  const water = !liquidWater
    ? 0
    : type === 'ocean'
      ? 85 + 15 * waterRoll
      : type === 'terrestrial'
        ? 5 + 85 * waterRoll
        : type === 'desert'
          ? 5 * waterRoll
          : 0;
  const habitable =
    HABITABLE_TYPES.has(type) && climate.place === 'inside' && liquidWater && water > 0;
  // The score ranks worlds (and weighs rarity); the flag decides, and the score agrees with it.
  const score = habitabilityScore({
    type,
    semiMajorAxis: a,
    eccentricity,
    mass,
    pressure,
    meanTemperature,
    water,
    liquidWater,
    zone: host.zone,
    hostType: host.type,
    hostAge: host.age,
  });
  return completePlanet(
    rng,
    {
      slot,
      type,
      semiMajorAxis: a,
      eccentricity,
      mass,
      radius,
      albedo,
      pressure,
      equilibriumTemperature: equilibrium,
      meanTemperature,
      water,
      habitabilityScore: habitable
        ? Math.max(HABITABLE_THRESHOLD, score)
        : Math.min(HABITABLE_THRESHOLD - 0.001, score),
      habitable,
    },
    host,
    profile,
  );
}
