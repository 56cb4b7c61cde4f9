import { getGalaxy, readSystemRarityColumns, type Db, type Galaxy } from '@orrery/db';
import { mapKey, yieldToEventLoop } from '../map/map-data.js';
import { mapDataOf } from '../map/map-store.js';
import { gameConfigOf, type GameConfig } from './config.js';
import { ReachIndex, tierCodeOf } from './reach-index.js';

/** Rows per read of the stored rarities while an index is built (a few milliseconds each). */
const RARITY_PAGE = 2_000;
/** After a failed build, the next one is tried no sooner than this. */
const RETRY_AFTER_MS = 60_000;

interface Kept {
  index?: ReachIndex;
  building?: Promise<void>;
  /** When the last build failed (Date.now()). */
  failedAt?: number;
}

/** Per database handle that keeps a reach index (keepReachIndex): the index and its build. */
const kept = new WeakMap<Db, Kept>();

/**
 * What an index is valid for: the galaxy's systems (seed, size, generator version, and when it was
 * seeded) and their stored tiers. A rebalance, the one thing that rewrites stored tiers, stores
 * its new rarity config in the same transaction, so a draw that reads the galaxy row in its own
 * transaction sees a different key the moment the tiers change, on every server.
 */
export function reachKey(galaxy: Galaxy, rarity: GameConfig['rarity']): string {
  return `${mapKey(galaxy)}|${galaxy.created_at}|${JSON.stringify(rarity)}`;
}

/** Reads the galaxy's systems and tiers and builds its index; undefined when it moved meanwhile. */
async function buildIndex(db: Db): Promise<ReachIndex | undefined> {
  const galaxy = await getGalaxy(db);
  if (galaxy?.status !== 'ready') return undefined;
  const key = reachKey(galaxy, gameConfigOf(galaxy).rarity);
  const data = await mapDataOf(db, galaxy);
  const stored = await readSystemRarityColumns(db, RARITY_PAGE, yieldToEventLoop);
  if (stored.ids.length !== data.count || stored.ids.some((id, i) => id !== i)) {
    throw new Error('The stored systems are not the galaxy’s ids 0 … size − 1');
  }
  const after = await getGalaxy(db);
  // A rebalance or reseed committed while the tiers were read: this read may mix the two.
  if (!after || reachKey(after, gameConfigOf(after).rarity) !== key) return undefined;
  const tier = Uint8Array.from(stored.rarities, tierCodeOf);
  return ReachIndex.build(key, { count: data.count, x: data.x, y: data.y, z: data.z, tier });
}

/** Starts a build unless one runs, or one failed a short while ago. */
function startBuild(db: Db, entry: Kept): Promise<void> {
  if (entry.building) return entry.building;
  if (entry.failedAt !== undefined && Date.now() - entry.failedAt < RETRY_AFTER_MS) {
    return Promise.resolve();
  }
  const building = buildIndex(db)
    .then((index) => {
      if (index) entry.index = index;
    })
    .catch((error: unknown) => {
      entry.failedAt = Date.now();
      throw error;
    })
    .finally(() => {
      entry.building = undefined;
    });
  entry.building = building;
  // Draws never wait for a build: a failure is the caller's of keepReachIndex to report, if any.
  building.catch(() => undefined);
  return building;
}

/**
 * Keeps a reach index for `db` from now on (the server calls this once its map data is loading):
 * builds it for the galaxy in the background, and rebuilds it whenever a draw finds the galaxy or
 * its tiers changed. Resolves when this build is done; rejects if it failed.
 */
export function keepReachIndex(db: Db): Promise<void> {
  let entry = kept.get(db);
  if (!entry) {
    entry = {};
    kept.set(db, entry);
  }
  return startBuild(db, entry);
}

/**
 * The index valid for `galaxy` (its row as read in the caller's transaction) and its rarity config,
 * if `db` keeps one and it is built; else undefined (the caller counts in SQL) and, where `db`
 * keeps an index, a build for the current galaxy starts in the background. Never waits.
 */
export function reachIndexOf(
  db: Db,
  galaxy: Galaxy,
  rarity: GameConfig['rarity'],
): ReachIndex | undefined {
  const entry = kept.get(db);
  if (!entry || galaxy.status !== 'ready') return undefined;
  const key = reachKey(galaxy, rarity);
  if (entry.index?.key === key) return entry.index;
  void startBuild(db, entry);
  return undefined;
}
