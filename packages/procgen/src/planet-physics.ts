import { AMU, K_B } from './physics.js';
import type { PlanetType } from './types.js';

/** Mass range of each planet type, Earth masses (drawn log-uniformly). */
export const PLANET_MASS: Readonly<Record<PlanetType, readonly [number, number]>> = {
  dwarf: [1e-4, 0.1],
  terrestrial: [0.1, 2.5],
  desert: [0.05, 2.5],
  lava: [0.1, 5],
  ocean: [0.5, 6],
  subgiant: [2.5, 15],
  'ice-giant': [10, 50],
  'gas-giant': [50, 4_000],
};

const ROCKY: ReadonlySet<PlanetType> = new Set(['dwarf', 'terrestrial', 'desert', 'lava', 'ocean']);

function isRocky(type: PlanetType): boolean {
  return ROCKY.has(type);
}

/** Giants are measured at their 1-bar level: they have no solid surface. */
export function isGiant(type: PlanetType): boolean {
  return type === 'gas-giant' || type === 'ice-giant' || type === 'subgiant';
}

/**
 * Radius from mass, Earth units: Chen & Kipping (2017) probabilistic mass–radius relation
 * (Terran R ∝ M^0.279, Neptunian R ∝ M^0.589 from 2.04 M⊕, Jovian R ∝ M^−0.044 from 0.414 M_J).
 * Rocky types keep the Terran branch; ocean worlds are 15% larger for their water mantle
 * (Zeng et al. 2019).
 */
export function planetRadius(type: PlanetType, mass: number): number {
  if (isRocky(type) || mass < 2.04) {
    return 1.008 * mass ** 0.279 * (type === 'ocean' ? 1.15 : 1);
  }
  if (mass < 131.6) return 0.808 * mass ** 0.589;
  return 17.74 * mass ** -0.044;
}

/**
 * Gray-atmosphere greenhouse (Eddington approximation): T_s = T_eq (1 + ¾τ)^¼, with the infrared
 * optical depth τ = 0.84 P^1.1 fitted to Earth (τ ≈ 0.84 at 1 bar) and Venus (τ ≈ 120 at 92 bar).
 */
export function greenhouseTemperature(equilibrium: number, pressureBar: number): number {
  if (pressureBar <= 0) return equilibrium;
  const tau = 0.84 * pressureBar ** 1.1;
  return equilibrium * (1 + 0.75 * tau) ** 0.25;
}

/** Water's triple-point pressure, bar. */
const TRIPLE_POINT_BAR = 0.00612;

/** Boiling point of water at a pressure, K (Clausius–Clapeyron, L = 40.66 kJ/mol). */
function boilingPoint(pressureBar: number): number {
  return 1 / (1 / 373.15 - (8.314 / 40_660) * Math.log(pressureBar / 1.01325));
}

export function liquidWaterPossible(meanTemperature: number, pressureBar: number): boolean {
  return (
    pressureBar >= TRIPLE_POINT_BAR &&
    meanTemperature >= 273.15 &&
    meanTemperature <= boilingPoint(pressureBar)
  );
}

/**
 * Jeans escape: a planet keeps nitrogen only if its escape velocity exceeds six times the gas's
 * thermal speed √(2kT/m) (Catling & Kasting 2017, Atmospheric Evolution, ch. 5).
 */
export function holdsAtmosphere(escapeVelocityMs: number, temperature: number): boolean {
  const thermal = Math.sqrt((2 * K_B * temperature) / (28 * AMU));
  return escapeVelocityMs > 6 * thermal;
}

/** Share of thermal radiation the atmosphere absorbs, 1 − e^(−τ/3) with the same τ as above. */
export function greenhouseOpacity(pressureBar: number): number {
  return pressureBar <= 0 ? 0 : 1 - Math.exp(-(0.84 * pressureBar ** 1.1) / 3);
}
