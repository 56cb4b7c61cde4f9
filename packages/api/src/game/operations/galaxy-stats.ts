import { type Db } from '@orrery/db';
import { countDiscoveries } from '@orrery/db/discoveries';
import { countSystemsBy, systemTotals, type Galaxy } from '@orrery/db/galaxy';
import {
  RARITIES,
  type CardType,
  type PlanetType,
  type Rarity,
  type StarType,
} from '@orrery/domain';
import { DEFAULT_GENERATION_PROFILE, generateSystem, profileDigest } from '@orrery/procgen';
import { galaxyParamsOf } from '../core/galaxy-params.js';

export interface GalaxyStats {
  galaxy: {
    seed: string;
    size: number;
    generatorVersion: number;
    /** SHA-256 of the generation profile the galaxy was seeded with (profileDigest) */
    profileDigest: string;
    /** whether that profile is the default one */
    defaultProfile: boolean;
  };
  systems: number;
  discovered: number;
  /** discovered / systems, 0..1 */
  discoveredShare: number;
  stars: number;
  planets: number;
  moons: number;
  rarity: Record<Rarity, number>;
  cardTypes: Partial<Record<CardType, number>>;
  /** every star of every system, not only the first */
  starTypes: Partial<Record<StarType, number>>;
  planetTypes: Partial<Record<PlanetType, number>>;
}

const PROGRESS_EVERY = 1000;
const DEFAULT_DIGEST = profileDigest(DEFAULT_GENERATION_PROFILE);

const increment = <K extends string>(counts: Partial<Record<K, number>>, key: K) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * Counts from the stored summaries, plus star and planet types, which are not stored: those come
 * from regenerating every system (a pure function of seed and index, microseconds each).
 */
export async function galaxyStats(
  db: Db,
  galaxy: Galaxy,
  onProgress?: (done: number) => void,
): Promise<GalaxyStats> {
  const totals = await systemTotals(db);
  const discovered = await countDiscoveries(db);
  const byRarity = await countSystemsBy(db, 'rarity');
  const rarity = Object.fromEntries(RARITIES.map((tier) => [tier, byRarity[tier] ?? 0])) as Record<
    Rarity,
    number
  >;
  const cardTypes = await countSystemsBy(db, 'card_type');

  const starTypes: Partial<Record<StarType, number>> = {};
  const planetTypes: Partial<Record<PlanetType, number>> = {};
  const params = galaxyParamsOf(galaxy);
  const digest = profileDigest(params.profile ?? DEFAULT_GENERATION_PROFILE);
  for (let index = 0; index < galaxy.size; index++) {
    const system = generateSystem(params, index);
    for (const star of system.stars) increment(starTypes, star.type);
    for (const planet of system.planets) increment(planetTypes, planet.type);
    if ((index + 1) % PROGRESS_EVERY === 0) onProgress?.(index + 1);
  }

  return {
    galaxy: {
      seed: galaxy.seed,
      size: galaxy.size,
      generatorVersion: galaxy.generator_version,
      profileDigest: digest,
      defaultProfile: digest === DEFAULT_DIGEST,
    },
    systems: totals.systems,
    discovered,
    discoveredShare: totals.systems === 0 ? 0 : discovered / totals.systems,
    stars: totals.stars,
    planets: totals.planets,
    moons: totals.moons,
    rarity,
    cardTypes,
    starTypes: sortedByCount(starTypes),
    planetTypes: sortedByCount(planetTypes),
  };
}

/** Most common first, so JSON and bars read the same way. */
function sortedByCount<K extends string>(counts: Partial<Record<K, number>>) {
  return Object.fromEntries(
    Object.entries<number | undefined>(counts).sort(
      ([a, x], [b, y]) => (y ?? 0) - (x ?? 0) || a.localeCompare(b),
    ),
  ) as Partial<Record<K, number>>;
}
