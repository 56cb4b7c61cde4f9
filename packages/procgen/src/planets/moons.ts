import { moonName } from '../core/names.js';
import { G, JUPITER_MASS, orbitalPeriodDaysSi } from '../core/physics.js';
import { isGiant } from './planet-physics.js';
import type { Rng } from '../core/rng.js';
import { toPercent } from '../stars/star-detail.js';
import type { Level, Moon, MoonColor, PlanetType } from '../core/types.js';

/** What a moon's generator needs from its planet (SI units, km). */
export interface MoonHost {
  name: string;
  type: PlanetType;
  /** kg */
  mass: number;
  /** km */
  radius: number;
  /** km: the usable orbits, outside the Roche margin and inside the Hill fraction */
  zone: { inner: number; outer: number };
  /** K, the planet's equilibrium temperature: the moon's surroundings */
  temperature: number;
}

type MoonKind = 'icy' | 'rocky' | 'iron-rich' | 'captured' | 'volcanic';

/** Bulk density range of each kind, kg/m³ (all ≥ 1000, which the Roche margin assumes). */
const DENSITY: Readonly<Record<Exclude<MoonKind, 'volcanic'>, readonly [number, number]>> = {
  icy: [1_000, 2_000],
  rocky: [2_500, 3_500],
  'iron-rich': [3_500, 5_000],
  captured: [1_200, 2_600],
};

function sizeOf(radius: number): Moon['size'] {
  if (radius < 100) return 'tiny';
  if (radius < 500) return 'small';
  if (radius < 1_500) return 'medium';
  return 'large';
}

/**
 * Moon `index` of `count`, outward. Orbits share the usable zone in equal logarithmic slots, so
 * every moon lies outside its planet's Roche limit and well inside its Hill sphere.
 */
export function moonDetail(rng: Rng, host: MoonHost, index: number, count: number): Moon {
  const { inner, outer } = host.zone;
  const span = Math.log(outer / inner);
  const semiMajorAxis = inner * Math.exp((span * (index + rng.range(0.2, 0.8))) / count);
  const giant = isGiant(host.type);
  const cold = host.temperature < 170;
  const roll = rng.float();
  const kind: Exclude<MoonKind, 'volcanic'> =
    roll < 0.15 ? 'captured' : roll < 0.25 ? 'iron-rich' : cold && giant ? 'icy' : 'rocky';
  const maxRadius = Math.min(giant ? 2_700 : 1_800, 0.4 * host.radius);
  const radius = rng.logRange(Math.min(3, maxRadius / 2), maxRadius);
  const [dLo, dHi] = DENSITY[kind];
  const rho = rng.range(dLo, dHi);
  const r = radius * 1000;
  const mass = rho * (4 / 3) * Math.PI * r * r * r;
  // Tidal heating ∝ M_planet / a⁵ at fixed moon size: scaled so Io (Jupiter, 5.9 R_J) is ~1.
  const heating = (host.mass / JUPITER_MASS) * ((6 * host.radius) / semiMajorAxis) ** 5;
  const volcanicActivity = Math.min(1, heating * rng.range(0.5, 1) * Math.min(1, radius / 800));
  const cryovolcanism = kind === 'icy' && heating > 0.01 && radius > 100;
  const type: MoonKind = volcanicActivity > 0.5 ? 'volcanic' : kind;
  const geologicalActivity: Level =
    volcanicActivity > 0.5 ? 'high' : volcanicActivity > 0.1 || cryovolcanism ? 'moderate' : 'low';
  const surfaceColor: MoonColor =
    type === 'volcanic'
      ? 'reddish'
      : type === 'icy'
        ? 'white'
        : type === 'captured'
          ? 'brown'
          : 'grey';
  const resurfacing =
    geologicalActivity === 'high' ? 0.05 : geologicalActivity === 'moderate' ? 0.4 : 1;
  const ice = type === 'icy' ? rng.range(0.6, 1) : cold ? rng.range(0, 0.3) : 0;
  return {
    name: moonName(host.name, index),
    type,
    size: sizeOf(radius),
    mass,
    radius,
    semiMajorAxis,
    orbitalPeriod: orbitalPeriodDaysSi(semiMajorAxis, host.mass + mass),
    surfaceGravity: (G * mass) / (r * r),
    tidalLocking: semiMajorAxis < 80 * host.radius,
    surfaceColor,
    volcanicActivity,
    cryovolcanism,
    geologicalActivity,
    surfaceFeatures: {
      craters: Math.round(rng.range(500, 5_000) * resurfacing),
      plains: Math.round(rng.float() * 100) / 100,
      mountains: Math.round(rng.float() * Math.sqrt(radius) * 2),
      iceCoverage: Math.round(ice * 100) / 100,
      volcanoes: Math.round(volcanicActivity * rng.range(0, 400)),
    },
    coreComposition: coreComposition(rng, type),
  };
}

function coreComposition(rng: Rng, type: MoonKind): Record<string, number> {
  switch (type) {
    case 'icy':
      return toPercent([
        ['water ice', rng.range(40, 60)],
        ['silicates', rng.range(30, 45)],
        ['iron', rng.range(5, 15)],
      ]);
    case 'iron-rich':
      return toPercent([
        ['iron', rng.range(40, 60)],
        ['silicates', rng.range(35, 55)],
        ['nickel', rng.range(3, 8)],
      ]);
    case 'volcanic':
      return toPercent([
        ['silicates', rng.range(55, 70)],
        ['iron', rng.range(20, 30)],
        ['sulfur', rng.range(3, 10)],
      ]);
    default:
      return toPercent([
        ['silicates', rng.range(60, 80)],
        ['iron', rng.range(10, 30)],
        ['carbon', rng.range(0, 10)],
      ]);
  }
}
