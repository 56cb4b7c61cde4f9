import type { HabitableZone } from './habitable-zone.js';
import type { PlanetType, StarType } from '../core/types.js';

/** A planet with this score or more is habitable. */
export const HABITABLE_THRESHOLD = 0.7;

/** How well each planet type can host surface life at all (gas and ice giants cannot). */
const TYPE_SUITABILITY: Readonly<Record<PlanetType, number>> = {
  terrestrial: 1,
  ocean: 0.95,
  desert: 0.55,
  dwarf: 0.15,
  lava: 0,
  subgiant: 0,
  'ice-giant': 0,
  'gas-giant': 0,
};

/** How kind each host is: flares, tidal locking, ultraviolet, or no light at all. */
const STAR_SUITABILITY: Readonly<Record<StarType, number>> = {
  'main-sequence': 1,
  'red-dwarf': 0.75,
  'brown-dwarf': 0.4,
  'white-dwarf': 0.4,
  'red-giant': 0.3,
  'blue-giant': 0.05,
  neutron: 0.05,
  'black-hole': 0.02,
};

export interface HabitabilityInput {
  type: PlanetType;
  /** AU */
  semiMajorAxis: number;
  eccentricity: number;
  /** Earth masses */
  mass: number;
  /** bar */
  pressure: number;
  /** K */
  meanTemperature: number;
  /** percent */
  water: number;
  liquidWater: boolean;
  zone: HabitableZone;
  hostType: StarType;
  /** years */
  hostAge: number;
}

/**
 * Habitability in [0, 1]: the type's suitability times a weighted geometric mean of seven factors —
 * position in the habitable zone, surface temperature, atmospheric pressure and mass (each a bell
 * curve, exp(−x²/2), around its ideal), liquid water, the host star and a near-circular orbit
 * (after Schulze-Makuch et al. 2011's planetary habitability index, simplified).
 */
export function habitabilityScore(p: HabitabilityInput): number {
  const suitability = TYPE_SUITABILITY[p.type];
  // A shortcut, not a rule: a suitability of 0 multiplies the score to 0, and no pressure (never
  // below 0) makes the pressure factor exp(−∞) = 0.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: the same 0 either way
  if (suitability === 0 || p.pressure <= 0) return 0;
  const { inner, outer } = p.zone;
  // At either edge the distance from it, log(a / edge), is 0: < or <= give the same factor.
  // Stryker disable EqualityOperator: continuous at the edges
  const zone =
    p.semiMajorAxis < inner
      ? Math.log(p.semiMajorAxis / inner) / 0.15
      : p.semiMajorAxis > outer
        ? Math.log(p.semiMajorAxis / outer) / 0.25
        : 0;
  // Stryker restore EqualityOperator
  const temperature = (p.meanTemperature - 288) / 30;
  const pressure = Math.log10(p.pressure / Math.min(5, Math.max(0.3, p.pressure))) / 0.5;
  const mass = Math.log10(p.mass / 1.5) / 0.45;
  // The bell factors' weighted product, Π exp(−x²/2)^w, is one exponential.
  const bells = Math.exp(
    -0.5 *
      (0.2 * zone * zone +
        0.25 * temperature * temperature +
        0.1 * pressure * pressure +
        0.1 * mass * mass),
  );
  const water = p.liquidWater ? 0.4 + 0.6 * Math.min(1, p.water / 50) : 0.05;
  // Life needs time: about a billion years before the host is a good one (Earth's first fossils).
  const host = STAR_SUITABILITY[p.hostType] * Math.min(1, Math.sqrt(p.hostAge / 1e9));
  const orbit = 1 - p.eccentricity;
  const mean = bells * water ** 0.15 * host ** 0.15 * orbit ** 0.05;
  return Math.round(suitability * mean * 1000) / 1000;
}
