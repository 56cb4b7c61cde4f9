import { describe, expect, it } from 'vitest';
import {
  AU_KM,
  blackbodyLuminosity,
  density,
  EARTH_MASS,
  EARTH_RADIUS,
  effectiveTemperature,
  equilibriumFromFlux,
  equilibriumTemperature,
  escapeVelocity,
  hawkingTemperature,
  heaviestLivingMass,
  hillRadius,
  mainSequenceLifetime,
  mainSequenceLuminosity,
  mainSequenceRadius,
  maxMainSequenceMass,
  orbitalPeriodDays,
  orbitalPeriodDaysSi,
  rocheLimit,
  schwarzschildRadiusKm,
  SHORTEST_LIFETIME,
  stellarLifetime,
  SUN_MASS,
  surfaceGravity,
} from '../src/core/physics.js';

/** The shared formulas against the values their sources give (docs/game-design.md cites each). */
const EARTH_MASS_SUN = EARTH_MASS / SUN_MASS;

describe('main-sequence stars', () => {
  it('follows each segment of the mass–luminosity relation, on both sides of every break', () => {
    expect(mainSequenceLuminosity(0.3)).toBeCloseTo(0.23 * 0.3 ** 2.3, 12);
    expect(mainSequenceLuminosity(0.43)).toBeCloseTo(0.43 ** 4, 12);
    expect(mainSequenceLuminosity(1)).toBe(1);
    expect(mainSequenceLuminosity(1.99)).toBeCloseTo(1.99 ** 4, 9);
    expect(mainSequenceLuminosity(2)).toBeCloseTo(1.4 * 2 ** 3.5, 9);
    expect(mainSequenceLuminosity(54)).toBeCloseTo(1.4 * 54 ** 3.5, 3);
    // Above 55 M☉ the luminosity grows linearly: 32,000 L☉ per M☉.
    expect(mainSequenceLuminosity(55)).toBe(32_000 * 55);
    expect(mainSequenceLuminosity(100)).toBe(3_200_000);
  });

  it('gives the Sun 1.06 R☉ by Demircan & Kahraman, and heavier stars the shallower branch', () => {
    expect(mainSequenceRadius(1)).toBeCloseTo(1.06, 12);
    expect(mainSequenceRadius(1.66)).toBeCloseTo(1.06 * 1.66 ** 0.945, 12);
    expect(mainSequenceRadius(1.67)).toBeCloseTo(1.33 * 1.67 ** 0.555, 12);
  });

  it('relates luminosity, radius and temperature by Stefan–Boltzmann', () => {
    expect(effectiveTemperature(1, 1)).toBe(5778);
    // Sixteen times the light from the same surface: twice the temperature.
    expect(effectiveTemperature(16, 1)).toBeCloseTo(11_556, 6);
    // Four times the surface at the same temperature: four times the light.
    expect(effectiveTemperature(4, 2)).toBeCloseTo(5778, 9);
    expect(blackbodyLuminosity(1, 5778)).toBe(1);
    expect(blackbodyLuminosity(2, 5778)).toBe(4);
    expect(blackbodyLuminosity(1, 2 * 5778)).toBe(16);
  });

  it('lives 10 Gyr × M / L, and no star less than 3 Myr', () => {
    expect(mainSequenceLifetime(1, 1)).toBe(1e10);
    expect(mainSequenceLifetime(2, 16)).toBe(1.25e9);
    expect(stellarLifetime(1)).toBe(1e10);
    expect(stellarLifetime(10)).toBeCloseTo((1e10 * 10) / (1.4 * 10 ** 3.5), 0);
    expect(stellarLifetime(120)).toBe(SHORTEST_LIFETIME);
  });

  it('lets every mass live younger than 3 Myr, and inverts the lifetime from 3 Myr on', () => {
    expect(heaviestLivingMass(2.9e6)).toBe(Infinity);
    expect(heaviestLivingMass(SHORTEST_LIFETIME)).toBe(maxMainSequenceMass(SHORTEST_LIFETIME));
    expect(heaviestLivingMass(1e10)).toBeCloseTo(1, 9);
    // Past the 55 M☉ break every lifetime is 10 Gyr / 32,000 = 312,500 years.
    expect(maxMainSequenceMass(312_500)).toBe(Infinity);
    expect(maxMainSequenceMass(312_600)).toBe(55);
    // At the 2 M☉ break (L/M = 1.4 × 2^2.5, which no age divides 10 Gyr into exactly) the two
    // segments meet 0.4 % apart: just above it the upper one gives 2 M☉, just below the cube
    // root 1.993.
    const breakAge = 1e10 / (1.4 * 2 ** 2.5);
    expect(maxMainSequenceMass(breakAge * (1 - 1e-15))).toBeCloseTo(2, 9);
    expect(maxMainSequenceMass(breakAge * (1 + 1e-15))).toBeCloseTo(Math.cbrt(1.4 * 2 ** 2.5), 9);
  });
});

describe('bodies and orbits', () => {
  it('gives the Earth its surface gravity, escape velocity and density', () => {
    expect(surfaceGravity(EARTH_MASS, EARTH_RADIUS)).toBeCloseTo(9.82, 2);
    expect(escapeVelocity(EARTH_MASS, EARTH_RADIUS)).toBeCloseTo(11_186, -1);
    expect(density(EARTH_MASS, EARTH_RADIUS)).toBeCloseTo(5514, -1);
  });

  it('puts a year at 1 AU around 1 M☉, and 8 years at 4 AU (Kepler III)', () => {
    expect(orbitalPeriodDays(1, 1)).toBe(365.25);
    expect(orbitalPeriodDays(4, 1)).toBe(8 * 365.25);
    expect(orbitalPeriodDays(1, 4)).toBe(365.25 / 2);
    // The Moon: 384,400 km around the Earth and Moon, 27.3 days.
    expect(orbitalPeriodDaysSi(384_400, EARTH_MASS * 1.0123)).toBeCloseTo(27.3, 1);
    expect(orbitalPeriodDaysSi(AU_KM, SUN_MASS)).toBeCloseTo(365.25, 0);
  });

  it('warms the Earth to its 255 K equilibrium, halves it at 4 AU, and floors it at the CMB', () => {
    expect(equilibriumTemperature(1, 0.306, 1)).toBeCloseTo(254.3, 1);
    expect(equilibriumTemperature(1, 0, 4)).toBeCloseTo(278.6 / 2, 2);
    expect(equilibriumTemperature(16, 0, 1)).toBeCloseTo(2 * 278.6, 2);
    expect(equilibriumTemperature(1e-12, 0, 1e4)).toBeCloseTo(2.725, 3);
    expect(equilibriumFromFlux(1, 0.306)).toBeCloseTo(254.3, 1);
    expect(equilibriumFromFlux(16, 0)).toBeCloseTo(2 * 278.6, 2);
    expect(equilibriumFromFlux(0, 0.3)).toBeCloseTo(2.725, 9);
  });

  it('gives the Earth a Hill sphere of 0.01 AU, less at perihelion of an eccentric orbit', () => {
    expect(hillRadius(1, 0, EARTH_MASS_SUN, 1)).toBeCloseTo(0.01, 3);
    expect(hillRadius(1, 0.5, EARTH_MASS_SUN, 1)).toBeCloseTo(
      0.5 * hillRadius(1, 0, EARTH_MASS_SUN, 1),
      12,
    );
    expect(hillRadius(1, 0, 3, 1)).toBe(1);
  });

  it('puts the fluid Roche limit at 2.44 R for equal densities, further for a fluffier satellite', () => {
    expect(rocheLimit(1, 1000, 1000)).toBe(2.44);
    expect(rocheLimit(2, 8000, 1000)).toBeCloseTo(2.44 * 2 * 2, 12);
  });

  it('gives a solar-mass black hole a 2.95 km horizon and a 62 nK Hawking temperature', () => {
    expect(schwarzschildRadiusKm(SUN_MASS)).toBeCloseTo(2.953, 3);
    expect(hawkingTemperature(1)).toBe(6.169e-8);
    expect(hawkingTemperature(10)).toBeCloseTo(6.169e-9, 20);
  });
});
