/**
 * Physical constants and the textbook formulas every module shares (docs/game-design.md cites each).
 * Solar units in, SI out where a field is SI.
 */

/** Newton's constant, m³ kg⁻¹ s⁻² (CODATA 2018). */
export const G = 6.6743e-11;
/** Speed of light, m/s. */
export const C = 299_792_458;
/** Boltzmann constant, J/K. */
export const K_B = 1.380649e-23;
/** Atomic mass unit, kg. */
export const AMU = 1.6605390666e-27;

/** IAU 2015 nominal solar values. */
export const SUN_MASS = 1.98847e30; // kg
export const SUN_RADIUS = 695_700; // km
export const SUN_LUMINOSITY = 3.828e26; // W
const SUN_TEMPERATURE = 5778; // K, the classic value the design formula uses

export const EARTH_MASS = 5.9722e24; // kg
export const EARTH_RADIUS = 6371; // km, mean
export const JUPITER_MASS = 1.89813e27; // kg

export const AU_KM = 149_597_870.7;
const DAY_S = 86_400;
const YEAR_DAYS = 365.25;

/** Equilibrium temperature of a black body at 1 AU from the Sun, K. */
const EQUILIBRIUM_1AU = 278.6;

/** Cosmic microwave background temperature, K: the floor for anything far from starlight. */
const CMB_TEMPERATURE = 2.725;

/** Mass–luminosity relation for main-sequence stars (solar units; Duric 2004 / Eker et al. 2015). */
export function mainSequenceLuminosity(massSun: number): number {
  if (massSun < 0.43) return 0.23 * massSun ** 2.3;
  if (massSun < 2) return massSun ** 4;
  if (massSun < 55) return 1.4 * massSun ** 3.5;
  return 32_000 * massSun;
}

/** Mass–radius relation for main-sequence stars (solar units; Demircan & Kahraman 1991). */
export function mainSequenceRadius(massSun: number): number {
  return massSun <= 1.66 ? 1.06 * massSun ** 0.945 : 1.33 * massSun ** 0.555;
}

/** Effective temperature from luminosity and radius (Stefan–Boltzmann, solar units), K. */
export function effectiveTemperature(luminositySun: number, radiusSun: number): number {
  return SUN_TEMPERATURE * (luminositySun / (radiusSun * radiusSun)) ** 0.25;
}

/** Luminosity from radius and temperature (Stefan–Boltzmann, solar units). */
export function blackbodyLuminosity(radiusSun: number, temperature: number): number {
  const t = temperature / SUN_TEMPERATURE;
  return radiusSun * radiusSun * t * t * t * t;
}

/** Main-sequence lifetime, years: 10 Gyr × M / L (solar units). */
export function mainSequenceLifetime(massSun: number, luminositySun: number): number {
  return (1e10 * massSun) / luminositySun;
}

/**
 * The heaviest main-sequence mass whose lifetime 10 Gyr × M / L(M) is at least `age` years: the
 * mass–luminosity relation's power laws inverted segment by segment.
 */
export function maxMainSequenceMass(age: number): number {
  // x = 1e10 / lifetime = L / M grows with mass: 0.23 M^1.3, M³, 1.4 M^2.5, then 32,000 flat.
  const x = 1e10 / age;
  if (x >= 32_000) return Infinity;
  if (x >= 1.4 * 2 ** 2.5) return Math.min(55, (x / 1.4) ** 0.4);
  if (x >= 0.43 ** 3) return Math.min(2, Math.cbrt(x));
  if (x >= 0.23 * 0.43 ** 1.3) return 0.43;
  return (x / 0.23) ** (1 / 1.3);
}

/**
 * The shortest life a star has, years: 10 Gyr × M / L falls to 0.3 Myr for the heaviest stars, but
 * radiation pressure holds the luminosity of massive stars near the Eddington limit, and their
 * lifetimes level off near 3 Myr (Ekström et al. 2012's Geneva models: ~3 Myr from 60 to 120 M☉).
 */
export const SHORTEST_LIFETIME = 3e6;

/** Main-sequence lifetime of a mass, years: max(10 Gyr × M / L, 3 Myr) (version 2 onwards). */
export function stellarLifetime(massSun: number): number {
  return Math.max(
    SHORTEST_LIFETIME,
    mainSequenceLifetime(massSun, mainSequenceLuminosity(massSun)),
  );
}

/** The heaviest mass whose stellarLifetime is at least `age`: every star lives 3 Myr. */
export function heaviestLivingMass(age: number): number {
  return age < SHORTEST_LIFETIME ? Infinity : maxMainSequenceMass(age);
}

/** Surface gravity g = GM/R², m/s² (mass kg, radius km). */
export function surfaceGravity(massKg: number, radiusKm: number): number {
  const r = radiusKm * 1000;
  return (G * massKg) / (r * r);
}

/** Escape velocity √(2GM/R), m/s (mass kg, radius km). */
export function escapeVelocity(massKg: number, radiusKm: number): number {
  return Math.sqrt((2 * G * massKg) / (radiusKm * 1000));
}

/** Mean density, kg/m³ (mass kg, radius km). */
export function density(massKg: number, radiusKm: number): number {
  const r = radiusKm * 1000;
  return massKg / ((4 / 3) * Math.PI * r * r * r);
}

/** Kepler's third law in solar units: period in days from a (AU) and the two masses (M☉). */
export function orbitalPeriodDays(semiMajorAxisAu: number, totalMassSun: number): number {
  return YEAR_DAYS * Math.sqrt(semiMajorAxisAu ** 3 / totalMassSun);
}

/** Kepler's third law in SI: period in days from a (km) and the two masses (kg). */
export function orbitalPeriodDaysSi(semiMajorAxisKm: number, totalMassKg: number): number {
  const a = semiMajorAxisKm * 1000;
  return (2 * Math.PI * Math.sqrt((a * a * a) / (G * totalMassKg))) / DAY_S;
}

/** Planetary equilibrium temperature 278.6 K × L^¼ (1−A)^¼ / √a, floored by the CMB (K). */
export function equilibriumTemperature(luminositySun: number, albedo: number, aAu: number): number {
  // Summed as fourth powers (radiative balance), so the fourth roots are two square roots.
  const fourth =
    (EQUILIBRIUM_1AU ** 4 * luminositySun * (1 - albedo)) / (aAu * aAu) + CMB_TEMPERATURE ** 4;
  return Math.sqrt(Math.sqrt(fourth));
}

/** Equilibrium temperature under a flux in S⊕ (L☉/AU²), 278.6 K × (S (1−A))^¼, CMB-floored (K). */
export function equilibriumFromFlux(fluxEarth: number, albedo: number): number {
  const fourth = EQUILIBRIUM_1AU ** 4 * fluxEarth * (1 - albedo) + CMB_TEMPERATURE ** 4;
  return Math.sqrt(Math.sqrt(fourth));
}

/** Hill radius a(1−e)(m/3M)^⅓, in the unit of a. */
export function hillRadius(
  a: number,
  eccentricity: number,
  mass: number,
  hostMass: number,
): number {
  return a * (1 - eccentricity) * Math.cbrt(mass / (3 * hostMass));
}

/** Fluid Roche limit 2.44 R (ρ_primary/ρ_satellite)^⅓, in the unit of R. */
export function rocheLimit(
  radius: number,
  primaryDensity: number,
  satelliteDensity: number,
): number {
  return 2.44 * radius * Math.cbrt(primaryDensity / satelliteDensity);
}

/** Schwarzschild radius 2GM/c², km. */
export function schwarzschildRadiusKm(massKg: number): number {
  return (2 * G * massKg) / (C * C) / 1000;
}

/** Hawking temperature ħc³ / (8πGMk), K (≈ 6.17e-8 K for one solar mass). */
export function hawkingTemperature(massSun: number): number {
  return 6.169e-8 / massSun;
}
