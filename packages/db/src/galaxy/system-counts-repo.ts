import type { Db } from '../schema/db.js';

export interface SystemTotals {
  systems: number;
  stars: number;
  planets: number;
  moons: number;
}

/** How many systems there are, and their stars, planets and moons summed. */
export async function systemTotals(db: Db): Promise<SystemTotals> {
  const row = await db
    .selectFrom('systems')
    .select((eb) => [
      eb.fn.countAll<number>().as('systems'),
      eb.fn.sum<number | null>('star_count').as('stars'),
      eb.fn.sum<number | null>('planet_count').as('planets'),
      eb.fn.sum<number | null>('moon_count').as('moons'),
    ])
    .executeTakeFirstOrThrow();
  return {
    systems: Number(row.systems),
    stars: Number(row.stars ?? 0),
    planets: Number(row.planets ?? 0),
    moons: Number(row.moons ?? 0),
  };
}

/** Systems per stored value of `column`, in the column's order; values no system has are absent. */
export async function countSystemsBy(
  db: Db,
  column: 'rarity' | 'card_type',
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('systems')
    .select((eb) => [eb.ref(column).as('value'), eb.fn.countAll<number>().as('n')])
    .groupBy(column)
    .orderBy(column)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.value, Number(row.n)]));
}
