import type { Planet, Star } from '../src/index.js';
import { SUN_MASS } from './invariants.js';

/**
 * What an astronomer checks a version 2 system against, restated from the literature on its own
 * (docs/game-design.md §5–6 cite each), so a slip in the generator cannot hide in a shared helper.
 */
export const SUN_LUMINOSITY = 3.828e26;
export const EARTH_MASS = 5.9722e24;
export const JUPITER_MASS = 1.89813e27;
export const JUPITER_RADIUS_KM = 69_911;

/** The generator's main-sequence mass–luminosity relation, L☉. */
export function msLuminosity(m: number): number {
  if (m < 0.43) return 0.23 * m ** 2.3;
  if (m < 2) return m ** 4;
  if (m < 55) return 1.4 * m ** 3.5;
  return 32_000 * m;
}

/** 10 Gyr × M / L, levelling off at 3 Myr for massive stars. */
export function msLifetime(m: number): number {
  return Math.max(3e6, (1e10 * m) / msLuminosity(m));
}

/** A star's life before it is a remnant: main sequence and giant phases (+10%). */
export const lifeBeforeRemnant = (m: number) => 1.1 * msLifetime(m);

/** Kalirai et al. (2008) initial–final mass relation, inverted: the progenitor of a white dwarf. */
export const whiteDwarfProgenitor = (mass: number) => (mass - 0.394) / 0.109;

/** Mestel cooling normalised to 4,500 K for a 10 Gyr, 0.6 M☉ dwarf; at most 60,000 K. */
export function mestelTemperature(mass: number, coolingAge: number): number {
  const t = Math.max(coolingAge, 1) / 1e10;
  return Math.min(60_000, 4_500 * (mass / 0.6) ** (5 / 12) * t ** -0.35);
}

/** Kopparapu et al. (2013) conservative zone as fluxes, S⊕ [runaway, maximum greenhouse]. */
export function zoneFluxes(temperature: number): [number, number] {
  if (temperature < 2_600 || temperature > 7_200) return [1.1, 0.53];
  const t = temperature - 5_780;
  const poly = (c: readonly number[]) =>
    (c[0] as number) +
    t * ((c[1] as number) + t * ((c[2] as number) + t * ((c[3] as number) + t * (c[4] as number))));
  return [
    poly([1.0385, 1.2456e-4, 1.4612e-8, -7.6345e-12, -1.7511e-15]),
    poly([0.3507, 5.9578e-5, 1.6707e-9, -3.0058e-12, -5.1925e-16]),
  ];
}

/** The light at a planet, S⊕: stars inside its orbit from its distance, the others from theirs. */
export function fluxAt(planet: Planet, stars: readonly Star[]): number {
  let flux = 0;
  for (const star of stars) {
    const l = star.luminosity / SUN_LUMINOSITY;
    const d =
      star.orbitalSeparation < planet.semiMajorAxis ? planet.semiMajorAxis : star.orbitalSeparation;
    flux += l / (d * d);
  }
  return flux;
}

/** Water can be liquid: above the triple point, between freezing and boiling (Clausius–Clapeyron). */
export function liquidWater(temperature: number, pressureBar: number): boolean {
  const boiling = 1 / (1 / 373.15 - (8.314 / 40_660) * Math.log(pressureBar / 1.01325));
  return pressureBar >= 0.00612 && temperature >= 273.15 && temperature <= boiling;
}

export const solarMasses = (body: { mass: number }) => body.mass / SUN_MASS;
export const solarLuminosities = (star: Star) => star.luminosity / SUN_LUMINOSITY;
export const earthMasses = (body: { mass: number }) => body.mass / EARTH_MASS;
/** g/cm³ */
export const gramsPerCc = (planet: Planet) => planet.density / 1000;
