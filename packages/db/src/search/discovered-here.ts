import type { Db } from '../schema/db.js';
import { listDiscoveryChanges, listDiscoveryPage } from '../galaxy/map-repo.js';
import type { CountFilter, PageIndex } from './page-index.js';

// The discovered ids as a thread that answers guide pages keeps them (offloadSearches): per
// discovery revision, mended from the change log (discovery_changes) when the revision moves, so
// a page of undiscovered systems reads what changed rather than every discovery. The same idea as
// the reach store's (packages/api reach-store.ts), in db since the search lives here.

/** Past this many logged changes since the kept revision, the discoveries are read whole. */
const MAX_LOGGED_CHANGES = 20_000;
/** Discoveries per read when read whole (in the background, a page at a time). */
const PAGE_ROWS = 5_000;

/** The discovery revision of the galaxy row a caller read for its answer. */
export interface DiscoveryRevision {
  discovery_revision: number;
  discovery_log_start: number;
}

/** Every discovered id at one revision, ascending, and per count filter those that match it. */
export interface DiscoveredAt {
  revision: number;
  ids: Int32Array;
  matching: Map<string, number[]>;
}

/** Where a galaxy's cache keeps them. */
export interface DiscoveredKeeper {
  discovered?: DiscoveredAt;
  /** A whole read under way (the first one, or after a long gap). */
  discovering?: Promise<void>;
}

/**
 * The discovered ids that match `filter`, ascending, at `galaxy`'s revision (or a later one already
 * kept: the answer a worker would give, which reads the discoveries as they are now). Undefined
 * while they are being read whole in the background (the caller answers elsewhere meanwhile).
 */
export async function discoveredMatching(
  db: Db,
  keeper: DiscoveredKeeper,
  galaxy: DiscoveryRevision,
  index: PageIndex,
  filter: CountFilter,
): Promise<number[] | undefined> {
  const at = await discoveredAt(db, keeper, galaxy);
  if (!at) return undefined;
  const key = `${filter.minPlanets}|${filter.minStars}`;
  let ids = at.matching.get(key);
  if (!ids) at.matching.set(key, (ids = index.matching(at.ids, filter)));
  return ids;
}

async function discoveredAt(
  db: Db,
  keeper: DiscoveredKeeper,
  galaxy: DiscoveryRevision,
): Promise<DiscoveredAt | undefined> {
  const revision = galaxy.discovery_revision;
  const kept = keeper.discovered;
  if (kept && kept.revision >= revision) return kept;
  if (
    kept &&
    kept.revision >= galaxy.discovery_log_start &&
    revision - kept.revision <= MAX_LOGGED_CHANGES
  ) {
    const changes = await listDiscoveryChanges(db, kept.revision, revision);
    const mended = { revision, ids: withChanges(kept.ids, changes), matching: new Map() };
    // Another call may have kept a newer one meanwhile.
    if ((keeper.discovered?.revision ?? -1) < revision) keeper.discovered = mended;
    return mended;
  }
  keeper.discovering ??= readWhole(db, keeper, revision).finally(() => {
    keeper.discovering = undefined;
  });
  return undefined;
}

/**
 * Every discovery, a page at a time with a turn of the event loop between pages, kept under
 * `revision` (read before them: the pages may see later commits, and mending from `revision`
 * again changes nothing a page already holds, since only each system's last change counts).
 */
async function readWhole(db: Db, keeper: DiscoveredKeeper, revision: number): Promise<void> {
  const ids: number[] = [];
  for (let after = -1; ;) {
    const page = await listDiscoveryPage(db, after, PAGE_ROWS);
    for (const row of page) ids.push(row.system_id);
    if (page.length < PAGE_ROWS) break;
    after = page[page.length - 1]!.system_id;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if ((keeper.discovered?.revision ?? -1) < revision) {
    keeper.discovered = { revision, ids: Int32Array.from(ids), matching: new Map() };
  }
}

/** `ids` (ascending) after `changes` in revision order (each a system's discoverer, null: none). */
export function withChanges(
  ids: Int32Array,
  changes: readonly { system_id: number; user_id: number | null }[],
): Int32Array {
  if (changes.length === 0) return ids;
  const last = new Map<number, boolean>();
  for (const change of changes) last.set(change.system_id, change.user_id !== null);
  const changed = Int32Array.from(last.keys()).sort();
  const merged: number[] = [];
  let c = 0;
  for (const id of ids) {
    while (c < changed.length && changed[c]! < id) {
      if (last.get(changed[c]!)) merged.push(changed[c]!);
      c++;
    }
    if (c < changed.length && changed[c] === id) {
      if (last.get(id)) merged.push(id);
      c++;
    } else {
      merged.push(id);
    }
  }
  for (; c < changed.length; c++) if (last.get(changed[c]!)) merged.push(changed[c]!);
  return Int32Array.from(merged);
}
