import type { Db } from '../db.js';
import type { NewDiscovery } from '../tables/discoveries.table.js';
import type { SystemRow } from '../tables/systems.table.js';

export async function insertDiscovery(db: Db, discovery: NewDiscovery): Promise<void> {
  await db.insertInto('discoveries').values(discovery).execute();
}

export type DiscoveredSystem = SystemRow & { discovered_at: string };

/** A user's systems, newest discovery first. */
export async function listUserSystems(db: Db, userId: number): Promise<DiscoveredSystem[]> {
  return db
    .selectFrom('discoveries as d')
    .innerJoin('systems as s', 's.id', 'd.system_id')
    .selectAll('s')
    .select('d.discovered_at')
    .where('d.user_id', '=', userId)
    .orderBy('d.discovered_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** A user's systems discovered at or after `since` (ISO), newest first (index discoveries_user). */
export async function listUserSystemsSince(
  db: Db,
  userId: number,
  since: string,
): Promise<DiscoveredSystem[]> {
  return db
    .selectFrom('discoveries as d')
    .innerJoin('systems as s', 's.id', 'd.system_id')
    .selectAll('s')
    .select('d.discovered_at')
    .where('d.user_id', '=', userId)
    .where('d.discovered_at', '>=', since)
    .orderBy('d.discovered_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

export async function countDiscoveries(db: Db): Promise<number> {
  const row = await db
    .selectFrom('discoveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
