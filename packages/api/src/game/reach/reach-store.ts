import { type Db } from '@orrery/db';
import { listDiscoveredSystemIds } from '@orrery/db/discoveries';
import { getGalaxy, listDiscoveryChanges, listGrownRarities, type Galaxy } from '@orrery/db/galaxy';
import type { GameConfig } from '@orrery/domain/config';
import { mapKey } from '../../map/map-data.js';
import { allDiscoveries } from '../../map/map-discoveries.js';
import { onlyGrew } from '../../map/map-growth.js';
import { mapDataOf } from '../../map/map-store.js';
import { yieldToEventLoop } from '../core/event-loop.js';
import { gameConfigOf } from '../core/config.js';
import type { DiscoveredSystems } from './reach-discovered.js';
import { ReachIndex, tierCodeOf } from './reach-index.js';

/** Rows per read of the stored rarities while an index is built (a few milliseconds each). */
const RARITY_PAGE = 2_000;
/** A gap of more revisions than this is read whole: about as cheap, and it bounds the log read. */
const MAX_LOGGED_CHANGES = 20_000;
/**
 * Draws use a held index of a galaxy that has since grown by at most this many systems, with the
 * grown ones read beside it (reach-grown.ts, in the draw's transaction, so few); the index of the
 * grown galaxy is built once the grown ones are a sixteenth of the held ones or REBUILD_AFTER_GROWN.
 */
const MAX_GROWN_BESIDE = 100_000;
const REBUILD_AFTER_GROWN = 20_000;
/** After a failed build, the next one is tried no sooner than this. */
const RETRY_AFTER_MS = 60_000;

interface Kept {
  index?: ReachIndex;
  /** The galaxy row `index` was built for. */
  galaxy?: Galaxy;
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

/** Built indexes: the galaxy row each was built for. */
interface Built {
  index: ReachIndex;
  galaxy: Galaxy;
}

/**
 * Whether `galaxy` (with `rarity`, its rarity config) only grew since `before`: the systems and
 * tiers held for `before` stay as they are, and its discoveries may carry over.
 */
function grewSince(before: Galaxy, galaxy: Galaxy, rarity: GameConfig['rarity']): boolean {
  return (
    onlyGrew(before, galaxy) &&
    // A growth never moves the discoveries back; a reseed may, and then nothing carries over.
    galaxy.discovery_revision >= before.discovery_revision &&
    galaxy.discovery_log_start === before.discovery_log_start &&
    JSON.stringify(gameConfigOf(before).rarity) === JSON.stringify(rarity)
  );
}

/**
 * The tier codes of every system of `galaxy`: when it only grew since `previous` was built (same
 * rarity config), the tiers held and those of the grown systems alone; else every system's, read a
 * page at a time (none when the stored ids are not the galaxy's). Only ids below the size read are
 * read: a growth may commit more systems meanwhile, and the index is built for the galaxy as read.
 */
async function tiersOf(
  db: Db,
  galaxy: Galaxy,
  previous: Built | undefined,
): Promise<{ tier?: Uint8Array; grown: boolean }> {
  const count = galaxy.size;
  const before = previous?.galaxy;
  const grown =
    before !== undefined &&
    previous!.index.count === before.size &&
    grewSince(before, galaxy, gameConfigOf(galaxy).rarity);
  const tier = new Uint8Array(count);
  const first = grown ? before!.size : 0;
  if (grown) tier.set(previous!.index.columns.tier);
  let read = first;
  for (let from = first; from < count; from += RARITY_PAGE) {
    const rows = await listGrownRarities(db, from, Math.min(count, from + RARITY_PAGE));
    for (const row of rows) tier[row.id] = tierCodeOf(row.rarity);
    read += rows.length;
    await yieldToEventLoop();
  }
  // Ids are unique: as many rows as ids 0 … size − 1 are those ids, each once.
  return read === count ? { tier, grown } : { grown };
}

/**
 * Reads the galaxy's systems and tiers and builds its index; undefined when it moved meanwhile.
 * After a growth, only the grown systems are read (the map data and tiers of the rest are held),
 * and the discoveries kept for `previous` carry over (a growth adds no discovery).
 */
async function buildIndex(db: Db, previous: Built | undefined): Promise<Built | undefined> {
  const galaxy = await getGalaxy(db);
  if (galaxy?.status !== 'ready') return undefined;
  const key = reachKey(galaxy, gameConfigOf(galaxy).rarity);
  const data = await mapDataOf(db, galaxy);
  const { tier, grown } = await tiersOf(db, galaxy, previous);
  const after = await getGalaxy(db);
  // A rebalance or reseed committed while the tiers were read: this read may mix the two. A growth
  // may not (the tiers were read by id, below the size read first), and a big galaxy's build
  // outlasts a batch: dropping the build then would never let it end while the galaxy grows.
  const same = (later: Galaxy) =>
    reachKey(later, gameConfigOf(later).rarity) === key ||
    grewSince(galaxy, later, gameConfigOf(later).rarity);
  if (!after || !same(after)) return undefined;
  if (!tier) throw new Error('The stored systems are not the galaxy’s ids 0 … size − 1');
  const index = await ReachIndex.build(key, {
    count: data.count,
    x: data.x,
    y: data.y,
    z: data.z,
    tier,
  });
  const kept = grown ? latestDiscovered.get(previous!.index) : undefined;
  if (kept) {
    latestDiscovered.set(index, {
      revision: kept.revision,
      systems: index.discovered(kept.systems.ids),
    });
  } else {
    await primeDiscovered(db, index);
  }
  return { index, galaxy };
}

/** Starts a build unless one runs, or one failed a short while ago. */
function startBuild(db: Db, entry: Kept): Promise<void> {
  if (entry.building) return entry.building;
  if (entry.failedAt !== undefined && Date.now() - entry.failedAt < RETRY_AFTER_MS) {
    return Promise.resolve();
  }
  const previous = entry.index && entry.galaxy && { index: entry.index, galaxy: entry.galaxy };
  const building = buildIndex(db, previous)
    .then((built) => {
      if (built) Object.assign(entry, built);
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
 * keeps an index, a build for the current galaxy starts in the background. Never waits. While the
 * galaxy only grew since the index held, that index (of fewer systems) is the answer:
 * reachReaderOf reads the grown systems beside it.
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
  const { index, galaxy: before } = entry;
  const grown = galaxy.size - (index?.count ?? 0);
  if (
    index &&
    before &&
    index.count === before.size &&
    grown <= MAX_GROWN_BESIDE &&
    grewSince(before, galaxy, rarity)
  ) {
    // Rebuilt for every batch of a growth, the whole index would be rebuilt all the time.
    if (grown >= Math.min(REBUILD_AFTER_GROWN, index.count / 16)) void startBuild(db, entry);
    return index;
  }
  void startBuild(db, entry);
  return undefined;
}

/** Per index, the newest discovered systems read with it, under the revision they were read at. */
const latestDiscovered = new WeakMap<
  ReachIndex,
  { revision: number; systems: DiscoveredSystems }
>();

/**
 * Reads the discoveries for a new index a page at a time, so that no draw reads them whole. The
 * pages may see commits made after the revision read first; the log from that revision mends it.
 */
async function primeDiscovered(db: Db, index: ReachIndex): Promise<void> {
  const revision = (await getGalaxy(db))?.discovery_revision ?? 0;
  const ids = Int32Array.from(await allDiscoveries(db), ([system]) => system);
  if (!latestDiscovered.has(index)) {
    latestDiscovered.set(index, { revision, systems: index.discovered(ids) });
  }
}

/**
 * The discovered systems as `db` (the caller's transaction) sees them, for `index`'s galaxy at
 * `galaxy`'s discovery revision (its row, read earlier in that transaction): the last ones kept for the index with the changes logged since (discovery_changes), so a draw reads
 * what changed, not every discovery; read whole when nothing is kept, the log does not reach back
 * that far, or the gap is long. The revision was read first and what it covers is read after it: on
 * PostgreSQL a later statement may see more commits, never fewer, and applying the log again from
 * the kept revision undoes nothing (reach-discovered.ts), so a view read a little ahead is mended
 * by the next read.
 */
export async function discoveredFor(
  db: Db,
  index: ReachIndex,
  galaxy: Galaxy,
): Promise<DiscoveredSystems> {
  const revision = galaxy.discovery_revision;
  const kept = latestDiscovered.get(index);
  let systems: DiscoveredSystems;
  if (kept?.revision === revision) return kept.systems;
  if (
    kept &&
    kept.revision < revision &&
    kept.revision >= galaxy.discovery_log_start &&
    revision - kept.revision <= MAX_LOGGED_CHANGES
  ) {
    const changes = await listDiscoveryChanges(db, kept.revision, revision);
    systems = kept.systems.withChanges(index.layout, changes);
  } else {
    systems = index.discovered(await listDiscoveredSystemIds(db));
  }
  // Keep the newest only: a transaction that began before others committed may see an older one.
  if (!kept || kept.revision < revision) latestDiscovered.set(index, { revision, systems });
  return systems;
}
