import type { Db } from '../connection/open-database.js';
import type { DiscoveryChange } from '../schema/discoveries/discovery-changes.table.js';
import type { SystemRow } from '../schema/systems/systems.table.js';

/** What the map draws and labels of one system: never changes for a seeded galaxy. */
export interface MapStaticRow {
  id: number;
  hash: string;
  name: string;
  x: number;
  y: number;
  z: number;
  first_star_class: SystemRow['first_star_class'];
  first_star_type: SystemRow['first_star_type'];
  size_class: number;
}

/**
 * Up to `limit` systems with ids above `afterId`, in id order. The map reads the galaxy a page at a
 * time (keyset paging on the primary key), so no single query holds the server for long.
 */
export async function listMapStaticPage(
  db: Db,
  afterId: number,
  limit: number,
): Promise<MapStaticRow[]> {
  return db
    .selectFrom('systems')
    .select([
      'id',
      'hash',
      'name',
      'x',
      'y',
      'z',
      'first_star_class',
      'first_star_type',
      'size_class',
    ])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface DiscoveryPair {
  system_id: number;
  user_id: number;
}

/** Up to `limit` discoveries with system ids above `afterSystemId`, in system order. */
export async function listDiscoveryPage(
  db: Db,
  afterSystemId: number,
  limit: number,
): Promise<DiscoveryPair[]> {
  return db
    .selectFrom('discoveries')
    .select(['system_id', 'user_id'])
    .where('system_id', '>', afterSystemId)
    .orderBy('system_id')
    .limit(limit)
    .execute();
}

/**
 * The logged changes to the discoveries after revision `since` up to `until`, oldest first: each
 * row is a system's discoverer after that change (null: released).
 */
export async function listDiscoveryChanges(
  db: Db,
  since: number,
  until: number,
): Promise<DiscoveryChange[]> {
  return db
    .selectFrom('discovery_changes')
    .select(['revision', 'system_id', 'user_id'])
    .where('revision', '>', since)
    .where('revision', '<=', until)
    .orderBy('revision')
    .execute();
}
