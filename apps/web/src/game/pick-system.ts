import type { Coordinates, MapSystem } from '../api/types.js';

function distance(a: Coordinates, b: Coordinates): number {
  return Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
}

/**
 * The systems a player may collect next (design.md, telescope reach): any undiscovered system for a
 * first collection; afterwards the undiscovered ones within range of a held system; when none is in
 * range, the nearest undiscovered one. The server enforces the same rule; `rangeLy` is the range
 * the server reports for the player's telescope (its formula lives in the game config).
 */
export function reachableSystems(
  systems: readonly MapSystem[],
  userId: number,
  rangeLy: number,
): MapSystem[] {
  const undiscovered = systems.filter((s) => s.discoveredById === null && !s.discovered);
  const held = systems.filter((s) => s.discoveredById === userId);
  if (held.length === 0 || undiscovered.length === 0) return undiscovered;
  const gap = (s: MapSystem) =>
    Math.min(...held.map((h) => distance(h.coordinates, s.coordinates)));
  const inRange = undiscovered.filter((s) => gap(s) <= rangeLy);
  if (inRange.length > 0) return inRange;
  let nearest = undiscovered[0] as MapSystem;
  let nearestGap = gap(nearest);
  for (const s of undiscovered) {
    const g = gap(s);
    if (g < nearestGap) [nearest, nearestGap] = [s, g];
  }
  return [nearest];
}

/** A random reachable system, or null when there is none. `random` returns [0, 1). */
export function pickSystemToCollect(
  systems: readonly MapSystem[],
  userId: number,
  rangeLy: number,
  random: () => number,
): MapSystem | null {
  const candidates = reachableSystems(systems, userId, rangeLy);
  if (candidates.length === 0) return null;
  return (
    candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))] ?? null
  );
}
