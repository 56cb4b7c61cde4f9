import { sql, type SqlBool } from 'kysely';
import { compiledOnce } from '../connection/compiled-once.js';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';
import { forUpdate } from '../connection/row-locks.js';
import type { SystemRow } from '../schema/systems/systems.table.js';

/** A stored system with its discovery overlaid (nulls when undiscovered). */
export type SystemWithDiscovery = SystemRow & {
  discovered_by_id: number | null;
  /**
   * The discoverer's society name as public reads may show it: null when undiscovered, and null
   * when the discoverer's profile is private (publicDiscovererName). A player's own views fill in
   * their own name themselves.
   */
  discoverer_username: string | null;
  discovered_at: string | null;
  /** Who holds it now (the discoverer until a trade moves it); null when undiscovered. */
  held_by_id: number | null;
  /** The holder's society name as public reads may show it (null when private or none). */
  holder_username: string | null;
};

/** What the holder of a system bought: public name and card finish (nulls when none). */
export interface ExtrasColumns {
  public_name: string | null;
  card_finish: string | null;
}

/** A system with its discovery and extras. */
export type SystemWithExtras = SystemWithDiscovery & ExtrasColumns;

/** The columns a card shows: the guide's search reads only these (a third of the time of all). */
export type SystemCardRow = Pick<
  SystemWithDiscovery,
  | 'id'
  | 'hash'
  | 'name'
  | 'sector'
  | 'rarity'
  | 'rarity_score'
  | 'x'
  | 'y'
  | 'z'
  | 'card_type'
  | 'habitable'
  | 'card_shape'
  | 'discovered_by_id'
  | 'discoverer_username'
  | 'discovered_at'
> &
  ExtrasColumns;

/**
 * The discoverer's name unless their profile is private: no public read names a private society
 * (docs/game-rules.md, "Profiles and leaderboards"). Needs `u` (users) and `ps` (profile_settings)
 * joined on the discoverer.
 */
export const publicDiscovererName = sql<
  string | null
>`case when ps.private = 1 then null else u.username end`;

function withDiscovery(db: Db) {
  return db
    .selectFrom('systems as s')
    .leftJoin('discoveries as d', 'd.system_id', 's.id')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('profile_settings as ps', 'ps.user_id', 'd.user_id')
    .leftJoin('users as hu', 'hu.id', 'd.holder_id')
    .leftJoin('profile_settings as hps', 'hps.user_id', 'd.holder_id')
    .selectAll('s')
    .select([
      'd.user_id as discovered_by_id',
      publicDiscovererName.as('discoverer_username'),
      'd.discovered_at as discovered_at',
      'd.holder_id as held_by_id',
      sql<string | null>`case when hps.private = 1 then null else hu.username end`.as(
        'holder_username',
      ),
    ]);
}

const systemByHash = compiledOnce((db) => withDiscovery(db).where('s.hash', '=', ''));
const systemById = compiledOnce((db) => withDiscovery(db).where('s.id', '=', 0));

/** withDiscovery and the extras in the same read (a full view would otherwise ask twice more). */
function withExtras(db: Db) {
  return withDiscovery(db)
    .leftJoin('system_names as n', 'n.system_id', 's.id')
    .leftJoin('card_finishes as f', 'f.system_id', 's.id')
    .select(['n.name as public_name', 'f.finish as card_finish']);
}
const systemWithExtrasByHash = compiledOnce((db) => withExtras(db).where('s.hash', '=', ''));
const systemWithExtrasById = compiledOnce((db) => withExtras(db).where('s.id', '=', 0));

/** findSystemByHash with the public name and card finish in the same query. */
export async function findSystemWithExtrasByHash(
  db: Db,
  hash: string,
): Promise<SystemWithExtras | undefined> {
  return (await systemWithExtrasByHash(db, hash))[0];
}

/** findSystemById with the public name and card finish in the same query. */
export async function findSystemWithExtrasById(
  db: Db,
  id: number,
): Promise<SystemWithExtras | undefined> {
  return (await systemWithExtrasById(db, id))[0];
}

export async function findSystemByHash(
  db: Db,
  hash: string,
): Promise<SystemWithDiscovery | undefined> {
  return (await systemByHash(db, hash))[0];
}

/**
 * Locks the system `hash` until the transaction ends, so that racing collects of it take turns;
 * read it afterwards (findSystemByHash), so that the read sees what the previous holder committed.
 */
export async function lockSystemByHash(db: Db, hash: string): Promise<void> {
  await forUpdate(db, db.selectFrom('systems').select('id').where('hash', '=', hash)).execute();
}

/**
 * Locks the system `id` for a collect and reads it after the lock: the system while still
 * undiscovered, with its lock held until the transaction ends; undefined, with no lock kept, when a
 * racer discovered it first. On PostgreSQL the lost lock is released (a savepoint rolled back): a
 * collect that redraws and waits for a second system while holding the first could close a cycle
 * with a racer redrawing the other way round, a deadlock.
 */
export async function lockUndiscoveredSystem(
  db: Db,
  system: Pick<SystemRow, 'id' | 'hash'>,
): Promise<SystemWithDiscovery | undefined> {
  const postgres = dialectOf(db) === 'postgres';
  if (postgres) await sql`savepoint lock_system`.execute(db);
  await lockSystemByHash(db, system.hash);
  const locked = await findSystemById(db, system.id);
  const free = locked?.discovered_by_id === null ? locked : undefined;
  if (postgres) {
    await sql
      .raw(free ? 'release savepoint lock_system' : 'rollback to savepoint lock_system')
      .execute(db);
  }
  return free;
}

export async function findSystemById(db: Db, id: number): Promise<SystemWithDiscovery | undefined> {
  return (await systemById(db, id))[0];
}

/** The stored row of the system `id`, without its discovery. */
export async function findSystemRowById(db: Db, id: number): Promise<SystemRow | undefined> {
  return db.selectFrom('systems').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countSystems(db: Db): Promise<number> {
  const row = await db
    .selectFrom('systems')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface MapSystemRow {
  id: number;
  hash: string;
  name: string;
  x: number;
  y: number;
  z: number;
  first_star_class: SystemRow['first_star_class'];
  first_star_type: SystemRow['first_star_type'];
  size_class: number;
  discovered_by_id: number | null;
}

/** Every system in index order, for the map. */
export async function listMapSystems(db: Db): Promise<MapSystemRow[]> {
  return db
    .selectFrom('systems as s')
    .leftJoin('discoveries as d', 'd.system_id', 's.id')
    .select([
      's.id',
      's.hash',
      's.name',
      's.x',
      's.y',
      's.z',
      's.first_star_class',
      's.first_star_type',
      's.size_class',
      'd.user_id as discovered_by_id',
    ])
    .orderBy('s.id')
    .execute();
}

export interface Point {
  x: number;
  y: number;
  z: number;
}

/** The squared distance from `p` to the system `s` (squares compare like distances). */
const squaredDistanceTo = (p: Point) =>
  sql<number>`(s.x - ${p.x}) * (s.x - ${p.x}) + (s.y - ${p.y}) * (s.y - ${p.y}) + (s.z - ${p.z}) * (s.z - ${p.z})`;

/** The system `s` has no discoverer. */
const undiscovered = sql<SqlBool>`not exists (select 1 from discoveries d where d.system_id = s.id)`;

/**
 * Some undiscovered system within `range` of `center`: the indexed x slab narrows the scan to a
 * bounding box, the exact distance decides. Stops at the first hit.
 */
export async function findUndiscoveredWithin(
  db: Db,
  center: Point,
  range: number,
): Promise<SystemRow | undefined> {
  return db
    .selectFrom('systems as s')
    .selectAll('s')
    .where('s.x', '>=', center.x - range)
    .where('s.x', '<=', center.x + range)
    .where('s.z', '>=', center.z - range)
    .where('s.z', '<=', center.z + range)
    .where('s.y', '>=', center.y - range)
    .where('s.y', '<=', center.y + range)
    .where(sql<SqlBool>`${squaredDistanceTo(center)} <= ${range * range}`)
    .where(undiscovered)
    .limit(1)
    .executeTakeFirst();
}

/** The undiscovered system nearest to any of `anchors` (a full scan: only for the rare stuck case). */
export async function nearestUndiscovered(
  db: Db,
  anchors: Point[],
): Promise<SystemRow | undefined> {
  if (anchors.length === 0) return undefined;
  const distances = anchors.map(squaredDistanceTo);
  // SQLite's scalar min() needs two or more arguments; repeat a lone anchor. PostgreSQL: least().
  const args = sql.join(distances.length > 1 ? distances : [distances[0], distances[0]]);
  const nearest = dialectOf(db) === 'postgres' ? sql`least(${args})` : sql`min(${args})`;
  return db
    .selectFrom('systems as s')
    .selectAll('s')
    .where(undiscovered)
    .orderBy(nearest)
    .orderBy('s.id')
    .limit(1)
    .executeTakeFirst();
}

/** The first undiscovered system at or after index `from`, wrapping round to 0. */
export async function findUndiscoveredFrom(db: Db, from: number): Promise<SystemRow | undefined> {
  const firstFrom = (start: number) =>
    db
      .selectFrom('systems as s')
      .selectAll('s')
      .where('s.id', '>=', start)
      .where(undiscovered)
      .orderBy('s.id')
      .limit(1)
      .executeTakeFirst();
  return (await firstFrom(from)) ?? (from > 0 ? firstFrom(0) : undefined);
}
