import { moonDetail } from '../planets/moons.js';
import { planetName, starName } from '../core/names.js';
import { EARTH_MASS, EARTH_RADIUS, orbitalPeriodDays } from '../core/physics.js';
import { planetDetail } from '../planets/planet-detail.js';
import { moonZone } from '../planets/planets.js';
import type { PlanetCore } from '../planets/planets.js';
import type { RarityConfig } from '../rarity/rarity.js';
import { defaultRarityConfig } from '../rarity/rarity-defaults.js';
import { bodyRng, Purpose } from '../core/rng.js';
import { buildSkeleton } from './skeleton.js';
import type { Skeleton } from './skeleton.js';
import { starDetail } from '../stars/star-detail.js';
import { classify } from './summary.js';
import type { GalaxyParams, Moon, SolarSystemDetail } from '../core/types.js';

/** Moon streams are keyed by planet slot and moon number; no planet has this many moons. */
const MOONS_PER_SLOT = 64;

/** Period ratios (outer : inner) that count as mean-motion resonances, within 1.5%. */
const RESONANCES: readonly [number, number][] = [
  [2, 1],
  [3, 2],
  [4, 3],
  [5, 3],
  [3, 1],
  [5, 2],
];

/** Each planet's resonances with its neighbours, as "p:q with Name x". */
function resonances(
  planets: readonly PlanetCore[],
  names: readonly string[],
  hostMass: number,
): string[][] {
  const periods = planets.map((p) => orbitalPeriodDays(p.semiMajorAxis, hostMass));
  const out: string[][] = planets.map(() => []);
  for (let i = 0; i + 1 < planets.length; i++) {
    const ratio = (periods[i + 1] as number) / (periods[i] as number);
    for (const [p, q] of RESONANCES) {
      if (Math.abs(ratio / (p / q) - 1) < 0.015) {
        out[i]?.push(`${p}:${q} with ${names[i + 1]}`);
        out[i + 1]?.push(`${p}:${q} with ${names[i]}`);
        break;
      }
    }
  }
  return out;
}

function moonsOf(skeleton: Skeleton, core: PlanetCore, name: string): Moon[] {
  const moons: Moon[] = [];
  const host = {
    name,
    type: core.type,
    mass: core.mass * EARTH_MASS,
    radius: core.radius * EARTH_RADIUS,
    zone: moonZone(core),
    temperature: core.equilibriumTemperature,
  };
  for (let j = 0; j < core.moonCount; j++) {
    const rng = bodyRng(
      skeleton.context.key,
      skeleton.index,
      Purpose.Moon,
      core.slot * MOONS_PER_SLOT + j,
    );
    moons.push(moonDetail(rng, host, j, core.moonCount));
  }
  return moons;
}

function detailOf(skeleton: Skeleton, rarity: RarityConfig): SolarSystemDetail {
  const { context, index, name, placement } = skeleton;
  const starCount = skeleton.stars.length;
  const stars = skeleton.stars.map((core, k) =>
    starDetail(
      bodyRng(context.key, index, Purpose.StarDetail, k),
      core,
      starName(name, k, starCount),
      k === 0,
    ),
  );
  const names = skeleton.planets.map((_, i) => planetName(name, i));
  const planetResonances = resonances(skeleton.planets, names, skeleton.host.mass);
  const planets = skeleton.planets.map((core, i) => {
    const planet = names[i] as string;
    return planetDetail(bodyRng(context.key, index, Purpose.PlanetDetail, core.slot), core, {
      name: planet,
      host: skeleton.host,
      resonances: planetResonances[i] as string[],
      moons: moonsOf(skeleton, core, planet),
    });
  });
  return {
    index,
    hash: skeleton.hash,
    name,
    sector: placement.sector,
    coordinates: { x: placement.x, y: placement.y, z: placement.z },
    ...classify(skeleton, rarity),
    stars,
    planets,
  };
}

/** The full system: every star, planet and moon. A pure function of (galaxy, index). */
export function generateSystem(
  galaxy: GalaxyParams,
  index: number,
  rarity: RarityConfig = defaultRarityConfig(galaxy.generatorVersion),
): SolarSystemDetail {
  return detailOf(buildSkeleton(galaxy, index), rarity);
}
