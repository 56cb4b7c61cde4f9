import type { HabitableZone } from './habitable-zone.js';
import {
  greenhouseTemperature,
  isRocky,
  liquidWaterPossible,
  pressureForTemperature,
} from './planet-physics.js';
import type { PlanetType } from '../core/types.js';

/**
 * Version 2's climate of a rocky world: where it sits against the conservative habitable zone
 * (Kopparapu et al. 2013) decides whether its water can stay liquid, and inside the zone the
 * carbonate–silicate cycle keeps it temperate (Walker, Hays & Kasting 1981).
 */

/** Where a planet sits against the zone: inside, inside the runaway edge, beyond the outer edge. */
export type ZonePlace = 'inside' | 'runaway' | 'beyond';

export interface Climate {
  place: ZonePlace;
  /** K */
  meanTemperature: number;
  /** bar, with any carbon dioxide the cycle has added */
  pressure: number;
  liquidWater: boolean;
}

/** Worlds with water, land and rain enough to weather rock: the cycle's working parts. */
const WEATHERING: ReadonlySet<PlanetType> = new Set(['terrestrial', 'ocean', 'desert']);
/**
 * Below about 0.3 M⊕ a world's interior cools too soon to keep outgassing carbon dioxide (Mars, at
 * 0.11 M⊕, lost its cycle); the same mass marks plate tectonics in the planet detail.
 */
const WEATHERING_MIN_MASS = 0.3;
/** Beyond the maximum-greenhouse edge no atmosphere keeps a surface above this, K. */
const FROZEN_BELOW = 272;

export function placeInZone(fluxEarth: number, zone: HabitableZone): ZonePlace {
  if (fluxEarth > zone.inner) return 'runaway';
  return fluxEarth < zone.outer ? 'beyond' : 'inside';
}

/**
 * - Inside the runaway-greenhouse edge the oceans evaporate and their hydrogen escapes (Kasting
 *   1988): no liquid water, whatever the temperature says.
 * - Beyond the maximum-greenhouse edge carbon dioxide condenses and scatters more light than it
 *   traps (the edge's definition): the surface stays frozen, at most 272 K.
 * - Inside the zone a weathering world (terrestrial, ocean or desert, ≥ 0.3 M⊕, with air) that is
 *   colder than its cycle's set point (`setPoint`, drawn 278–293 K) gathers carbon dioxide from its
 *   volcanoes until it is that warm: the pressure rises to what the gray greenhouse needs. Warmer
 *   worlds are left as they are (weathering draws the gas down; a thick Venus-like atmosphere may
 *   still boil the oceans away).
 * Giants and airless worlds keep the plain gray greenhouse.
 */
export function climateV2(
  type: PlanetType,
  mass: number,
  equilibrium: number,
  pressure: number,
  fluxEarth: number,
  zone: HabitableZone,
  setPoint: number,
): Climate {
  const place = placeInZone(fluxEarth, zone);
  const gray = greenhouseTemperature(equilibrium, pressure);
  if (!isRocky(type) || pressure <= 0) {
    return {
      place,
      meanTemperature: gray,
      pressure,
      liquidWater: liquidWaterPossible(gray, pressure),
    };
  }
  if (place === 'runaway') return { place, meanTemperature: gray, pressure, liquidWater: false };
  if (place === 'beyond') {
    return { place, meanTemperature: Math.min(gray, FROZEN_BELOW), pressure, liquidWater: false };
  }
  let warmed = pressure;
  if (WEATHERING.has(type) && mass >= WEATHERING_MIN_MASS && gray < setPoint) {
    warmed = Math.max(pressure, pressureForTemperature(equilibrium, setPoint));
  }
  const meanTemperature = greenhouseTemperature(equilibrium, warmed);
  return {
    place,
    meanTemperature,
    pressure: warmed,
    liquidWater: liquidWaterPossible(meanTemperature, warmed),
  };
}
