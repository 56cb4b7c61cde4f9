import type { Db, Galaxy } from '@orrery/db';
import { generateSystem } from '@orrery/procgen';
import type { CardType, PlanetType, Rarity, StarType } from '@orrery/procgen';
import { RARITIES } from '../rarities.js';

export interface GalaxyStats {
  galaxy: { seed: string; size: number; generatorVersion: number };
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
  const totals = await db
    .selectFrom('systems')
    .select((eb) => [
      eb.fn.countAll<number>().as('systems'),
      eb.fn.sum<number>('star_count').as('stars'),
      eb.fn.sum<number>('planet_count').as('planets'),
      eb.fn.sum<number>('moon_count').as('moons'),
    ])
    .executeTakeFirstOrThrow();
  const discovered = await db
    .selectFrom('discoveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const byRarity = await db
    .selectFrom('systems')
    .select((eb) => ['rarity', eb.fn.countAll<number>().as('n')])
    .groupBy('rarity')
    .execute();
  const byCardType = await db
    .selectFrom('systems')
    .select((eb) => ['card_type', eb.fn.countAll<number>().as('n')])
    .groupBy('card_type')
    .orderBy('card_type')
    .execute();

  const rarity = Object.fromEntries(RARITIES.map((tier) => [tier, 0])) as Record<Rarity, number>;
  for (const row of byRarity) rarity[row.rarity as Rarity] = Number(row.n);
  const cardTypes = Object.fromEntries(byCardType.map((row) => [row.card_type, Number(row.n)]));

  const starTypes: Partial<Record<StarType, number>> = {};
  const planetTypes: Partial<Record<PlanetType, number>> = {};
  const params = { seed: galaxy.seed, size: galaxy.size };
  for (let index = 0; index < galaxy.size; index++) {
    const system = generateSystem(params, index);
    for (const star of system.stars) increment(starTypes, star.type);
    for (const planet of system.planets) increment(planetTypes, planet.type);
    if ((index + 1) % PROGRESS_EVERY === 0) onProgress?.(index + 1);
  }

  const systems = Number(totals.systems);
  return {
    galaxy: { seed: galaxy.seed, size: galaxy.size, generatorVersion: galaxy.generator_version },
    systems,
    discovered: Number(discovered.n),
    discoveredShare: systems === 0 ? 0 : Number(discovered.n) / systems,
    stars: Number(totals.stars ?? 0),
    planets: Number(totals.planets ?? 0),
    moons: Number(totals.moons ?? 0),
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
