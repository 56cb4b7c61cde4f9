import type { Db } from '../schema/db.js';
import { publicDiscovererName } from '../systems/system-repo.js';
import type { NewDiscovery } from '../schema/discoveries/discoveries.table.js';
import type { SystemRow } from '../schema/systems/systems.table.js';

/** A new discovery, held by its discoverer unless said otherwise. */
export async function insertDiscovery(db: Db, discovery: NewDiscovery): Promise<void> {
  await db
    .insertInto('discoveries')
    .values({ ...discovery, holder_id: discovery.holder_id ?? discovery.user_id })
    .execute();
}

export type DiscoveredSystem = SystemRow & { discovered_at: string };

/** A held system, with its discoverer (the public name: null when private). */
export type HeldSystem = DiscoveredSystem & {
  discovered_by_id: number;
  discoverer_username: string | null;
};

/** The systems a user holds now (collected or received), newest discovery first. */
export async function listUserSystems(db: Db, userId: number): Promise<HeldSystem[]> {
  return db
    .selectFrom('discoveries as d')
    .innerJoin('systems as s', 's.id', 'd.system_id')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('profile_settings as ps', 'ps.user_id', 'd.user_id')
    .selectAll('s')
    .select(['d.discovered_at', 'd.user_id as discovered_by_id'])
    .select(publicDiscovererName.as('discoverer_username'))
    .where('d.holder_id', '=', userId)
    .orderBy('d.discovered_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** The systems a user discovered, wherever they are held now (index discoveries_user). */
export async function listDiscoveredSystems(db: Db, userId: number): Promise<DiscoveredSystem[]> {
  return db
    .selectFrom('discoveries as d')
    .innerJoin('systems as s', 's.id', 'd.system_id')
    .selectAll('s')
    .select('d.discovered_at')
    .where('d.user_id', '=', userId)
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

/**
 * Every discovered system's id, ascending: what an in-memory reach count subtracts (read inside
 * the collect's transaction, so it is that transaction's view; scales with the discoveries).
 */
export async function listDiscoveredSystemIds(db: Db): Promise<Int32Array> {
  const rows = await db
    .selectFrom('discoveries')
    .select('system_id')
    .orderBy('system_id')
    .execute();
  return Int32Array.from(rows, (row) => row.system_id);
}

export async function countDiscoveries(db: Db): Promise<number> {
  const row = await db
    .selectFrom('discoveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
