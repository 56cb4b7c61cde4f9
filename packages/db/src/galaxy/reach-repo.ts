import type { Rarity } from '@orrery/domain';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../schema/db.js';
import type { SystemRow } from '../schema/systems/systems.table.js';
import type { Point } from '../systems/system-repo.js';

/** Where a player's telescope reaches: within `range` light-years of any of `anchors`. */
export interface Spheres {
  anchors: Point[];
  range: number;
}

/** The system `s` has no discoverer. */
const undiscovered = sql<SqlBool>`not exists (select 1 from discoveries d where d.system_id = s.id)`;

/** The spheres' x extents, overlapping ones merged: the slabs an index on x narrows the scan to. */
function xSlabs({ anchors, range }: Spheres): [number, number][] {
  const spans = anchors.map((a) => [a.x - range, a.x + range] as [number, number]);
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

const double = (value: number) => sql`cast(${value} as double precision)`;

/**
 * The system `s` lies in one of the spheres: within the x slabs, then some anchor within range.
 * The anchors are a VALUES list (columns column1…column3 on both databases), so the statement
 * stays one flat predicate however many systems the player holds.
 */
function inSpheres(spheres: Spheres) {
  const slabs = xSlabs(spheres).map(
    ([low, high]) => sql<SqlBool>`(s.x >= ${low} and s.x <= ${high})`,
  );
  const anchors = spheres.anchors.map((a) => sql`(${double(a.x)}, ${double(a.y)}, ${double(a.z)})`);
  const r = spheres.range;
  return sql<SqlBool>`(${sql.join(slabs, sql` or `)}) and exists (select 1 from (values ${sql.join(anchors)}) as a
    where (s.x - a.column1) * (s.x - a.column1) + (s.y - a.column2) * (s.y - a.column2)
      + (s.z - a.column3) * (s.z - a.column3) <= ${r * r})`;
}

function undiscoveredIn(db: Db, within: Spheres | null) {
  const query = db.selectFrom('systems as s').where(undiscovered);
  return within && within.anchors.length > 0 ? query.where(inSpheres(within)) : query;
}

/** Undiscovered systems per rarity: all of them (`within` null) or those within the spheres. */
export async function countUndiscoveredByRarity(
  db: Db,
  within: Spheres | null,
): Promise<Partial<Record<Rarity, number>>> {
  const rows = await undiscoveredIn(db, within)
    .select((eb) => ['s.rarity', eb.fn.countAll<number>().as('n')])
    .groupBy('s.rarity')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.rarity, Number(row.n)]));
}

/** The `n`-th (from 0, in index order) undiscovered system of `rarity` counted the same way. */
export async function nthUndiscovered(
  db: Db,
  within: Spheres | null,
  rarity: Rarity,
  n: number,
): Promise<SystemRow | undefined> {
  return undiscoveredIn(db, within)
    .selectAll('s')
    .where('s.rarity', '=', rarity)
    .orderBy('s.id')
    .limit(1)
    .offset(n)
    .executeTakeFirst();
}
