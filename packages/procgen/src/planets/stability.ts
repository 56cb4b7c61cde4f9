import { EARTH_MASSES_PER_SUN } from './planets-v2.js';
import type { Host, PlanetCore } from './planets.js';

/**
 * Neighbouring planets must stay apart to survive. Two planets are Hill-stable beyond 2√3 mutual
 * Hill radii (Gladman 1993); systems of several planets need about 8 or more to last billions of
 * years (Chambers, Wetherill & Boss 1996; Smith & Lissauer 2009), and Kepler's multi-planet systems
 * sit mostly beyond 10 (Pu & Wu 2015). Version 2 keeps every neighbour at least 8 apart.
 */
export const MIN_MUTUAL_HILL_SPACING = 8;

/** (a_out − a_in) / R_H, with R_H = ((m_in + m_out) / 3M)^⅓ (a_in + a_out) / 2 (M⊕, AU). */
export function mutualHillSpacing(
  inner: Pick<PlanetCore, 'mass' | 'semiMajorAxis'>,
  outer: Pick<PlanetCore, 'mass' | 'semiMajorAxis'>,
  hostMassEarth: number,
): number {
  const hill =
    Math.cbrt((inner.mass + outer.mass) / (3 * hostMassEarth)) *
    ((inner.semiMajorAxis + outer.semiMajorAxis) / 2);
  return (outer.semiMajorAxis - inner.semiMajorAxis) / hill;
}

/**
 * The planets that survive, outward: where two neighbours would sit closer than the minimum, the
 * lighter one was scattered away or swallowed while the system formed (the heavier one stays, and
 * the survivor is checked against its new neighbour).
 */
export function stablePlanets(planets: readonly PlanetCore[], host: Host): PlanetCore[] {
  const hostMassEarth = host.mass * EARTH_MASSES_PER_SUN;
  const kept: PlanetCore[] = [];
  for (const planet of planets) {
    let survives = true;
    for (let inner = kept.at(-1); inner; inner = kept.at(-1)) {
      if (mutualHillSpacing(inner, planet, hostMassEarth) >= MIN_MUTUAL_HILL_SPACING) break;
      if (inner.mass >= planet.mass) {
        survives = false;
        break;
      }
      kept.pop();
    }
    if (survives) kept.push(planet);
  }
  return kept;
}
