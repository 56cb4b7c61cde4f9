import { findUndiscoveredWithin, nearestUndiscovered, type Db, type Point } from '@orrery/db';

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
