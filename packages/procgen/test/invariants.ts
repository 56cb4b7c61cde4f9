import type { Moon, Planet, SolarSystemDetail, Star } from '../src/index.js';

/** Independent restatements of the physics the generator promises (docs/game-design.md §5–6). */
export const G = 6.6743e-11;
export const SUN_MASS = 1.98847e30;
export const AU_KM = 149_597_870.7;

export function relativeError(actual: number, expected: number): number {
  return Math.abs(actual - expected) / Math.abs(expected);
}

export function densityOf(body: { mass: number; radius: number }): number {
  const r = body.radius * 1000;
  return body.mass / ((4 / 3) * Math.PI * r ** 3);
}

export function gravityOf(body: { mass: number; radius: number }): number {
  return (G * body.mass) / (body.radius * 1000) ** 2;
}

export function escapeVelocityOf(body: { mass: number; radius: number }): number {
  return Math.sqrt((2 * G * body.mass) / (body.radius * 1000));
}

/** Planets circle the barycentre of every star inside their orbit. */
export function hostMassKg(stars: readonly Star[], semiMajorAxisAu: number): number {
  return stars.filter((s) => s.orbitalSeparation < semiMajorAxisAu).reduce((m, s) => m + s.mass, 0);
}

/** Kepler III: P[yr] = √(a³ / (M★ + m)) in AU and solar masses, as days. */
export function keplerPeriodDays(planet: Planet, stars: readonly Star[]): number {
  const total = (hostMassKg(stars, planet.semiMajorAxis) + planet.mass) / SUN_MASS;
  return 365.25 * Math.sqrt(planet.semiMajorAxis ** 3 / total);
}

export function moonPeriodDays(moon: Moon, planet: Planet): number {
  const a = moon.semiMajorAxis * 1000;
  return (2 * Math.PI * Math.sqrt(a ** 3 / (G * (planet.mass + moon.mass)))) / 86_400;
}

/** Every number anywhere in the value, with its path. */
export function* numbersIn(value: unknown, path = '$'): Generator<[string, number]> {
  if (typeof value === 'number') yield [path, value];
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* numbersIn(value[i], `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* numbersIn(v, `${path}.${k}`);
  }
}

export function sumOf(record: Record<string, number>): number {
  return Object.values(record).reduce((a, b) => a + b, 0);
}

export function allPlanetsAndMoons(system: SolarSystemDetail): Array<Planet | Moon> {
  return system.planets.flatMap((p) => [p, ...p.moons]);
}
