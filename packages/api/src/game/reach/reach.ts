import { type Db } from '@orrery/db';
import {
  countUndiscoveredByRarity,
  nthUndiscovered,
  type Galaxy,
  type Spheres,
} from '@orrery/db/galaxy';
import {
  findSystemRowById,
  findUndiscoveredWithin,
  nearestUndiscovered,
  type Point,
  type SystemRow,
} from '@orrery/db/systems';
import type { Rarity, TierCounts } from '@orrery/domain';
import type { DiscoveredSystems } from './reach-discovered.js';
import { grownReachOf, type GrownReach } from './reach-grown.js';
import type { ReachIndex } from './reach-index.js';
import { discoveredFor } from './reach-store.js';

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);

/** Distance from `target` to the nearest of `held`. */
export function distanceToHeld(target: Point, held: Point[]): number {
  return Math.min(...held.map((h) => distance(h, target)));
}

/**
 * The telescope rule (docs/game-rules.md, "Reach"): a first collection may be any system; after
 * that only one within `range` of a system the player holds, unless no undiscovered system is in
 * reach, when the nearest undiscovered one is allowed, so nobody is ever stuck.
 */
export async function isReachable(
  db: Db,
  target: Point,
  held: Point[],
  range: number,
): Promise<boolean> {
  if (held.length === 0 || distanceToHeld(target, held) <= range) return true;
  for (const anchor of held) {
    if (await findUndiscoveredWithin(db, anchor, range)) return false;
  }
  const nearest = await nearestUndiscovered(db, held);
  return nearest !== undefined && distanceToHeld(target, held) <= distanceToHeld(nearest, held);
}

/**
 * The questions the draw and the odds ask about the undiscovered systems, answered alike by SQL
 * (reach-repo.ts, system-repo.ts) or by the galaxy's in-memory index (reach-index.ts) with the
 * discoveries read in the caller's transaction.
 */
export interface ReachReader {
  someUndiscoveredWithin(anchor: Point, range: number): Promise<boolean>;
  nearestUndiscovered(anchors: Point[]): Promise<SystemRow | undefined>;
  countUndiscovered(within: Spheres | null): Promise<TierCounts>;
  nthUndiscovered(
    within: Spheres | null,
    rarity: Rarity,
    n: number,
  ): Promise<SystemRow | undefined>;
}

const sqlReader = (db: Db): ReachReader => ({
  someUndiscoveredWithin: async (anchor, range) =>
    (await findUndiscoveredWithin(db, anchor, range)) !== undefined,
  nearestUndiscovered: (anchors) => nearestUndiscovered(db, anchors),
  countUndiscovered: (within) => countUndiscoveredByRarity(db, within),
  nthUndiscovered: (within, rarity, n) => nthUndiscovered(db, within, rarity, n),
});

function indexReader(
  db: Db,
  index: ReachIndex | GrownReach,
  discovered: DiscoveredSystems,
): ReachReader {
  const row = async (id: number | undefined) =>
    id === undefined ? undefined : findSystemRowById(db, id);
  return {
    someUndiscoveredWithin: async (anchor, range) =>
      index.someUndiscoveredWithin(anchor, range, discovered),
    nearestUndiscovered: (anchors) => row(index.nearestUndiscovered(anchors, discovered)),
    countUndiscovered: async (within) => index.countUndiscovered(within, discovered),
    nthUndiscovered: (within, rarity, n) =>
      row(index.nthUndiscovered(within, rarity, n, discovered)),
  };
}

/**
 * How to read the reach on `db` (a transaction, for a draw): through `index` when the galaxy's is
 * built, with the discoveries as `db` sees them at `galaxy`, its galaxy row as read in that
 * transaction; else in SQL. Both answer the same. An index of fewer systems than `galaxy` (it only
 * grew since, reachIndexOf) answers with its grown systems read beside it (reach-grown.ts).
 */
export async function reachReaderOf(
  db: Db,
  index: ReachIndex | undefined,
  galaxy: Galaxy | undefined,
): Promise<ReachReader> {
  if (!index || !galaxy) return sqlReader(db);
  const discovered = await discoveredFor(db, index, galaxy);
  if (index.count >= galaxy.size) return indexReader(db, index, discovered);
  return indexReader(db, await grownReachOf(db, index, galaxy.size), discovered);
}

/**
 * The undiscovered systems the telescope rule allows, as the draw counts them: everywhere (no
 * system held yet), within the spheres of reach, or the one nearest undiscovered system.
 */
export type Candidates =
  { kind: 'within'; spheres: Spheres | null } | { kind: 'nearest'; system: SystemRow | undefined };

export async function candidatesOf(
  reach: ReachReader,
  held: Point[],
  range: number,
): Promise<Candidates> {
  if (held.length === 0) return { kind: 'within', spheres: null };
  for (const anchor of held) {
    if (await reach.someUndiscoveredWithin(anchor, range)) {
      return { kind: 'within', spheres: { anchors: held, range } };
    }
  }
  return { kind: 'nearest', system: await reach.nearestUndiscovered(held) };
}

/** The candidates per rarity tier. */
export async function countCandidates(
  reach: ReachReader,
  candidates: Candidates,
): Promise<TierCounts> {
  if (candidates.kind === 'within') return reach.countUndiscovered(candidates.spheres);
  return candidates.system ? { [candidates.system.rarity]: 1 } : {};
}

/** The `index`-th candidate (from 0, in index order) of the tier `rarity`. */
export async function nthCandidate(
  reach: ReachReader,
  candidates: Candidates,
  rarity: Rarity,
  index: number,
): Promise<SystemRow | undefined> {
  if (candidates.kind === 'within') return reach.nthUndiscovered(candidates.spheres, rarity, index);
  return candidates.system?.rarity === rarity ? candidates.system : undefined;
}
