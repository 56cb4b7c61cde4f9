import { AMU, K_B } from '../core/physics.js';
import type { PlanetType } from '../core/types.js';

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

export function isRocky(type: PlanetType): boolean {
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

/** Mean radii (R⊕) and masses (M⊕) of the giants we know best (NASA planetary fact sheets). */
const SATURN = { mass: 95.16, radius: 9.14 };
const JUPITER = { mass: 317.83, radius: 10.973 };
/** Uranus (14.54 M⊕, 3.98 R⊕) and Neptune (17.15 M⊕, 3.87 R⊕) averaged. */
const ICE_GIANT = { mass: 15.85, radius: 3.92 };
const SATURN_TO_JUPITER =
  Math.log(JUPITER.radius / SATURN.radius) / Math.log(JUPITER.mass / SATURN.mass);

/**
 * A cold (not strongly irradiated) gas giant's radius, R⊕: through Saturn (0.84 R_J) and Jupiter
 * (1.00 R_J) log-linearly, R ∝ M^¼ below Saturn as the envelope thins, and almost flat above Jupiter
 * (R ∝ M^0.04, 1.1 R_J at 12 M_J: degenerate interiors hardly grow, Zapolsky & Salpeter 1969, and
 * heavier giants hold a smaller share of heavy elements, Thorngren et al. 2016; Fortney et al.
 * 2007's 4.5 Gyr models stay within 1.0–1.1 R_J from 1 to 10 M_J).
 */
export function coldGasGiantRadius(mass: number): number {
  // Continuous at Saturn and Jupiter: both branches give 9.14 and 10.973 R⊕ exactly there.
  // Stryker disable next-line EqualityOperator: the same radius at the break
  if (mass <= SATURN.mass) return SATURN.radius * (mass / SATURN.mass) ** 0.25;
  // Stryker disable next-line EqualityOperator: the same radius at the break
  if (mass <= JUPITER.mass) return SATURN.radius * (mass / SATURN.mass) ** SATURN_TO_JUPITER;
  return JUPITER.radius * (mass / JUPITER.mass) ** 0.04;
}

/** Flux above which hot giants inflate, S⊕: 2×10⁸ erg s⁻¹ cm⁻² (Demory & Seager 2011). */
export const INFLATION_FLUX = 150;

/**
 * How much a hot giant is inflated, × radius: nothing below 150 S⊕ (T_eq ≈ 1,000 K), then growing
 * with the flux over a decade and a half and more for lighter planets (their heated envelopes are
 * less bound; after Thorngren & Fortney 2018), at most +80%.
 */
export function inflation(mass: number, fluxEarth: number): number {
  // Stryker disable next-line EqualityOperator: at 150 S⊕ the heating is log10(1) = 0, so × 1 either way
  if (fluxEarth <= INFLATION_FLUX) return 1;
  const heating = Math.min(1.5, Math.log10(fluxEarth / INFLATION_FLUX));
  return 1 + Math.min(0.8, 0.3 * heating * (mass / JUPITER.mass) ** -0.5);
}

/**
 * Radius from mass for version 2, R⊕. Rocky worlds and subgiants (sub-Neptunes) as version 1;
 * ice giants R = 3.92 R⊕ (M / 15.85 M⊕)^0.38 through Uranus and Neptune, which keeps them at their
 * 1.2–1.6 g/cm³ across 10–50 M⊕ (Chen & Kipping's M^0.59 mixes in puffy, hydrogen-rich sub-Saturns);
 * gas giants cold, inflated only when hot. `composition` (0.95–1.05) spreads giants' heavy-element
 * content; rocky radii ignore it.
 */
export function planetRadiusV2(
  type: PlanetType,
  mass: number,
  fluxEarth: number,
  composition: number,
): number {
  if (type === 'ice-giant') return ICE_GIANT.radius * (mass / ICE_GIANT.mass) ** 0.38 * composition;
  if (type === 'gas-giant') {
    return coldGasGiantRadius(mass) * composition * inflation(mass, fluxEarth);
  }
  return planetRadius(type, mass);
}

/**
 * Gray-atmosphere greenhouse (Eddington approximation): T_s = T_eq (1 + ¾τ)^¼, with the infrared
 * optical depth τ = 0.84 P^1.1 fitted to Earth (τ ≈ 0.84 at 1 bar) and Venus (τ ≈ 120 at 92 bar).
 */
export function greenhouseTemperature(equilibrium: number, pressureBar: number): number {
  // Stryker disable next-line EqualityOperator: at 0 bar τ = 0 and (1 + 0)^¼ = 1, the same T either way
  if (pressureBar <= 0) return equilibrium;
  const tau = 0.84 * pressureBar ** 1.1;
  return equilibrium * (1 + 0.75 * tau) ** 0.25;
}

/** The surface pressure (bar) at which the same gray greenhouse warms T_eq to `temperature`. */
export function pressureForTemperature(equilibrium: number, temperature: number): number {
  const tau = ((temperature / equilibrium) ** 4 - 1) / 0.75;
  // Stryker disable next-line EqualityOperator: at τ = 0 the formula gives 0 too
  return tau <= 0 ? 0 : (tau / 0.84) ** (1 / 1.1);
}

/** Water's triple-point pressure, bar. */
export const TRIPLE_POINT_BAR = 0.00612;

/** Boiling point of water at a pressure, K (Clausius–Clapeyron, L = 40.66 kJ/mol). */
function boilingPoint(pressureBar: number): number {
  return 1 / (1 / 373.15 - (8.314 / 40_660) * Math.log(pressureBar / 1.01325));
}

export function liquidWaterPossible(meanTemperature: number, pressureBar: number): boolean {
  // The triple point only documents the rule: below 0.0083 bar the boiling point (268.5 K at the
  // triple point, by this Clausius–Clapeyron fit) is under 273.15 K, so no temperature passes anyway.
  return (
    // Stryker disable next-line EqualityOperator: implied by the two below
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
  // Stryker disable next-line EqualityOperator: at 0 bar 1 − e⁰ = 0 too
  return pressureBar <= 0 ? 0 : 1 - Math.exp(-(0.84 * pressureBar ** 1.1) / 3);
}
