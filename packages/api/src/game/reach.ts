import {
  countUndiscoveredByRarity,
  findUndiscoveredWithin,
  nearestUndiscovered,
  nthUndiscovered,
  type Db,
  type Point,
  type Spheres,
  type SystemRow,
} from '@orrery/db';
import type { Rarity } from '@orrery/procgen';
import type { TierCounts } from './offer-draw.js';

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
 * The undiscovered systems the telescope rule allows, as the draw counts them: everywhere (no
 * system held yet), within the spheres of reach, or the one nearest undiscovered system.
 */
export type Candidates =
  { kind: 'within'; spheres: Spheres | null } | { kind: 'nearest'; system: SystemRow | undefined };

export async function candidatesOf(db: Db, held: Point[], range: number): Promise<Candidates> {
  if (held.length === 0) return { kind: 'within', spheres: null };
  for (const anchor of held) {
    if (await findUndiscoveredWithin(db, anchor, range)) {
      return { kind: 'within', spheres: { anchors: held, range } };
    }
  }
  return { kind: 'nearest', system: await nearestUndiscovered(db, held) };
}

/** The candidates per rarity tier. */
export async function countCandidates(db: Db, candidates: Candidates): Promise<TierCounts> {
  if (candidates.kind === 'within') return countUndiscoveredByRarity(db, candidates.spheres);
  return candidates.system ? { [candidates.system.rarity]: 1 } : {};
}

/** The `index`-th candidate (from 0, in index order) of the tier `rarity`. */
export async function nthCandidate(
  db: Db,
  candidates: Candidates,
  rarity: Rarity,
  index: number,
): Promise<SystemRow | undefined> {
  if (candidates.kind === 'within') return nthUndiscovered(db, candidates.spheres, rarity, index);
  return candidates.system?.rarity === rarity ? candidates.system : undefined;
}
