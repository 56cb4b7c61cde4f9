import { PLANET_TYPES } from '@orrery/domain';
import { frostLine, habitableZone, habitableZoneFlux } from './habitable-zone.js';
import type { HabitableZone } from './habitable-zone.js';
import { HABITABLE_THRESHOLD, habitabilityScore } from './habitability.js';
import {
  AU_KM,
  density,
  EARTH_MASS,
  EARTH_RADIUS,
  equilibriumTemperature,
  escapeVelocity,
  hillRadius,
  rocheLimit,
  SUN_MASS,
  SUN_RADIUS,
} from '../core/physics.js';
import {
  greenhouseTemperature,
  holdsAtmosphere,
  isGiant,
  liquidWaterPossible,
  PLANET_MASS,
  planetRadius,
} from './planet-physics.js';
import type { GenerationProfile } from '../profile/profile.js';
import type { Rng } from '../core/rng.js';
import type { StarCore } from '../stars/stars.js';
import type { PlanetType, StarType } from '../core/types.js';

/** Most planets a system holds (the spec's planet filter runs 0–12). */
const MAX_PLANETS = 12;
/** Moons orbit no farther out than this share of the Hill radius (stable prograde orbits). */
const MOON_HILL_FRACTION = 0.45;
/** Moons orbit no closer in than this multiple of the (icy-moon) Roche limit. */
const MOON_ROCHE_MARGIN = 1.2;
/** Density the planet's rocheLimit field assumes for its satellites, kg/m³ (icy moons). */
const ICY_DENSITY = 1_000;
/** Neighbouring moons' orbits differ by at least this factor. */
const MOON_SPACING = 1.3;

/** The stars the planets circle: the primary plus any close companion inside their orbits. */
export interface Host {
  /** M☉ */
  mass: number;
  /** L☉ */
  luminosity: number;
  /** K, the primary's */
  temperature: number;
  type: StarType;
  /** years */
  age: number;
  metallicity: number;
  zone: HabitableZone;
  /** the zone's edges as fluxes, S⊕ (inner: runaway greenhouse, outer: maximum greenhouse) */
  zoneFlux: HabitableZone;
  /** AU */
  frostLine: number;
  /** S⊕: the light of the companions outside the planets' orbits, the same at every planet (0 in version 1) */
  companionFlux: number;
}

/** The part of a planet the summary and rarity need, in Earth units and AU. */
export interface PlanetCore {
  /** which slot of the layout it fills: keys its random streams */
  slot: number;
  type: PlanetType;
  /** AU */
  semiMajorAxis: number;
  eccentricity: number;
  /** M⊕ */
  mass: number;
  /** R⊕ */
  radius: number;
  /** kg/m³ */
  density: number;
  albedo: number;
  /** bar */
  pressure: number;
  /** K, equilibrium (with the CMB floor) */
  equilibriumTemperature: number;
  /** K, with greenhouse warming */
  meanTemperature: number;
  /** percent of the surface under liquid water */
  water: number;
  habitabilityScore: number;
  habitable: boolean;
  rings: boolean;
  /** km */
  hillRadius: number;
  /** km, for an icy (1000 kg/m³) satellite */
  rocheLimit: number;
  moonCount: number;
}

/** Close companions (planets circle them too) lie within this separation, AU. */
export const CLOSE_BINARY_AU = 1;

export function hostOf(stars: readonly StarCore[]): Host {
  const primary = stars[0] as StarCore;
  let mass = 0;
  let luminosity = 0;
  for (const star of stars) {
    if (star.separation < CLOSE_BINARY_AU) {
      mass += star.mass;
      luminosity += star.luminosity;
    }
  }
  return {
    mass,
    luminosity,
    temperature: primary.temperature,
    type: primary.type,
    age: primary.age,
    metallicity: primary.metallicity,
    zone: habitableZone(luminosity, primary.temperature),
    zoneFlux: habitableZoneFlux(primary.temperature),
    frostLine: frostLine(luminosity),
    companionFlux: 0,
  };
}

export interface Layout {
  /** AU, innermost slot */
  inner: number;
  /** ratio between neighbouring slots */
  spacing: number;
  /** slots that hold a planet, ascending */
  slots: number[];
}

/**
 * Accretion-style layout, then thinning: slots spaced geometrically (Titius–Bode-like, as Dole's
 * ACCRETE produces) from the dust-sublimation radius out to ~30 AU·M^⅓, each kept with a chance
 * that leaves a few planets per host. Companions bound the disk: a close pair pushes the inner edge
 * out to 3× its separation, a wide companion truncates it at a third of its own (Holman &
 * Wiegert 1999).
 */
export function planetLayout(
  rng: Rng,
  stars: readonly StarCore[],
  host: Host,
  profile: GenerationProfile,
): Layout | null {
  const primary = stars[0] as StarCore;
  // Most systems are star-only (the spec): the profile's `planetOccurrence` by primary.
  if (!rng.chance(profile.planetOccurrence[primary.type])) return null;
  let inner = Math.max(
    0.02,
    0.0345 * Math.sqrt(host.luminosity),
    (3 * primary.radius * SUN_RADIUS) / AU_KM,
  );
  let outer = 30 * Math.cbrt(host.mass);
  for (const star of stars) {
    if (star.separation === 0) continue;
    if (star.separation < CLOSE_BINARY_AU) inner = Math.max(inner, 3 * star.separation);
    else outer = Math.min(outer, star.separation / 3);
  }
  const spacing = rng.range(1.5, 2);
  const slotCount = outer > inner ? Math.floor(Math.log(outer / inner) / Math.log(spacing)) + 1 : 0;
  if (slotCount === 0) return null;
  const keep = rng.range(0.3, 0.5);
  const slots: number[] = [];
  for (let slot = 0; slot < slotCount && slots.length < MAX_PLANETS; slot++) {
    if (rng.chance(keep)) slots.push(slot);
  }
  if (slots.length === 0) slots.push(rng.int(0, slotCount - 1));
  return { inner, spacing, slots };
}

/** The planet types in the order typeWeights weighs them (@orrery/domain's list). */
export const TYPES: readonly PlanetType[] = PLANET_TYPES;

/**
 * Relative chance of each type (in TYPES order) where the planet sits: lava worlds hot and close,
 * ocean worlds in or near the habitable zone, giants beyond the frost line. Gas giants scale with
 * the host's mass and metallicity, P ∝ M★ · 10^(1.2 [Fe/H]) (Johnson et al. 2010).
 */
export function typeWeights(
  a: number,
  host: Host,
  t0: number,
  profile: GenerationProfile,
): number[] {
  // The profile scales giants by host type, and rocky worlds in the zone (×1 by default: exact).
  const giants =
    Math.min(2, Math.max(0.1, host.mass)) *
    10 ** (1.2 * host.metallicity) *
    profile.giantPlanets[host.type];
  const bias = profile.habitableBias;
  if (a > host.frostLine) {
    const far = Math.min(1, a / (2 * host.frostLine));
    return [0.03, 0.14 * giants, 0.3 * far, 0.12, 0.3, 0, 0, 0];
  }
  if (t0 > 1_000) return [0.05, 0.05 * giants, 0, 0.15, 0.02, 0, 0.6, 0.15];
  if (a < 0.9 * host.zone.inner) {
    return [0.25, 0.02 * giants, 0, 0.3, 0.05, 0, t0 > 700 ? 0.2 : 0.02, 0.3];
  }
  if (a <= 1.2 * host.zone.outer) {
    return [0.38 * bias, 0.01 * giants, 0, 0.2, 0.05, 0.22 * bias, 0, 0.12];
  }
  return [0.3, 0.02 * giants, 0.02, 0.25, 0.25, 0, 0, 0.15];
}

export const ALBEDO: Readonly<Record<PlanetType, readonly [number, number]>> = {
  'gas-giant': [0.3, 0.55],
  'ice-giant': [0.25, 0.35],
  subgiant: [0.3, 0.5],
  ocean: [0.06, 0.35],
  terrestrial: [0.15, 0.4],
  desert: [0.2, 0.4],
  lava: [0.05, 0.2],
  dwarf: [0.1, 0.7],
};

/** Surface pressure, bar: giants report their 1-bar reference level; rocky worlds vary. */
export function surfacePressure(
  rng: Rng,
  type: PlanetType,
  mass: number,
  equilibrium: number,
): number {
  switch (type) {
    case 'gas-giant':
    case 'ice-giant':
    case 'subgiant':
      return 1;
    case 'lava':
      return rng.chance(0.5) ? rng.logRange(1e-4, 0.1) : 0;
    case 'dwarf':
      return rng.chance(0.2) ? rng.logRange(1e-6, 0.01) : 0;
    case 'desert':
      return rng.logRange(0.005, 2);
    case 'ocean':
      return rng.logRange(0.5, 5);
    default: {
      const u = rng.float();
      if (u < 0.12) return 0;
      // Venus-like runaway atmospheres only where the world is not already roasting: hotter ones
      // lose them to escape.
      if (u < 0.24 && equilibrium < 400) return rng.logRange(10, 100);
      return rng.logRange(0.05, 5) * Math.min(2, Math.sqrt(mass));
    }
  }
}

/** Usable moon orbits, km: from the Roche margin out to a share of the Hill radius. */
export function moonZone(core: Pick<PlanetCore, 'radius' | 'rocheLimit' | 'hillRadius'>): {
  inner: number;
  outer: number;
} {
  return {
    inner: Math.max(MOON_ROCHE_MARGIN * core.rocheLimit, 2 * core.radius * EARTH_RADIUS),
    outer: MOON_HILL_FRACTION * core.hillRadius,
  };
}

export function planetCore(
  rng: Rng,
  slot: number,
  layout: Layout,
  host: Host,
  profile: GenerationProfile,
): PlanetCore {
  const a = layout.inner * layout.spacing ** slot * rng.range(0.92, 1.08);
  const t0 = equilibriumTemperature(host.luminosity, 0.3, a);
  let type = TYPES[rng.weighted(typeWeights(a, host, t0, profile))] as PlanetType;
  const [mLo, mHi] = PLANET_MASS[type];
  const mass = rng.logRange(mLo, mHi);
  const eccentricity = orbitalEccentricity(rng, a);
  const [aLo, aHi] = ALBEDO[type];
  const albedo = rng.range(aLo, aHi);
  const equilibrium = equilibriumTemperature(host.luminosity, albedo, a);
  let pressure = surfacePressure(rng, type, mass, equilibrium);
  let radius = planetRadius(type, mass);
  if (
    !isGiant(type) &&
    !holdsAtmosphere(escapeVelocity(mass * EARTH_MASS, radius * EARTH_RADIUS), equilibrium)
  ) {
    pressure = 0;
  }
  const meanTemperature = greenhouseTemperature(equilibrium, pressure);
  const liquid = liquidWaterPossible(meanTemperature, pressure);
  if (type === 'ocean' && !liquid) {
    // An ocean that cannot stay liquid is frozen rock or boiled dry.
    type = meanTemperature < 273.15 ? 'terrestrial' : 'desert';
    radius = planetRadius(type, mass);
  }
  const waterRoll = rng.float();
  const water = !liquid
    ? 0
    : type === 'ocean'
      ? 85 + 15 * waterRoll
      : type === 'terrestrial'
        ? 5 + 85 * waterRoll
        : type === 'desert'
          ? 5 * waterRoll
          : 0;
  const habitability = habitabilityScore({
    type,
    semiMajorAxis: a,
    eccentricity,
    mass,
    pressure,
    meanTemperature,
    water,
    liquidWater: liquid,
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
      habitabilityScore: habitability,
      habitable: habitability >= HABITABLE_THRESHOLD,
    },
    host,
    profile,
  );
}

/** Rayleigh-distributed eccentricity, σ 0.05 (0.01 inside 0.1 AU, tidally circularised), ≤ 0.3. */
export function orbitalEccentricity(rng: Rng, a: number): number {
  const sigma = a < 0.1 ? 0.01 : 0.05;
  return Math.min(0.3, sigma * Math.sqrt(-2 * Math.log(1 - rng.float())));
}

/** What every version derives the same way once a planet's bulk, air and water are known. */
type PlanetBasics = Omit<
  PlanetCore,
  'density' | 'rings' | 'hillRadius' | 'rocheLimit' | 'moonCount'
>;

/** Density, Roche limit, Hill radius, rings and as many moons as fit (drawn in that order). */
export function completePlanet(
  rng: Rng,
  basics: PlanetBasics,
  host: Host,
  profile: GenerationProfile,
): PlanetCore {
  const { type, mass, radius } = basics;
  const rho = density(mass * EARTH_MASS, radius * EARTH_RADIUS);
  const roche = rocheLimit(radius * EARTH_RADIUS, rho, ICY_DENSITY);
  const hill = hillRadius(
    basics.semiMajorAxis * AU_KM,
    basics.eccentricity,
    mass * EARTH_MASS,
    host.mass * SUN_MASS,
  );
  const rings = rng.chance(profile.rings[type]) && roche > 1.3 * radius * EARTH_RADIUS;
  // Written out field by field: an object spread here costs more than the rest of the planet.
  const core: PlanetCore = {
    slot: basics.slot,
    type,
    semiMajorAxis: basics.semiMajorAxis,
    eccentricity: basics.eccentricity,
    mass,
    radius,
    density: rho,
    albedo: basics.albedo,
    pressure: basics.pressure,
    equilibriumTemperature: basics.equilibriumTemperature,
    meanTemperature: basics.meanTemperature,
    water: basics.water,
    habitabilityScore: basics.habitabilityScore,
    habitable: basics.habitable,
    rings,
    hillRadius: hill,
    rocheLimit: roche,
    moonCount: 0,
  };
  const zone = moonZone(core);
  const room =
    zone.outer > zone.inner * MOON_SPACING
      ? Math.floor(Math.log(zone.outer / zone.inner) / Math.log(MOON_SPACING))
      : 0;
  const wanted = Math.floor(rng.float() ** 1.5 * (profile.moons[type] + 1));
  core.moonCount = Math.min(wanted, room);
  return core;
}
