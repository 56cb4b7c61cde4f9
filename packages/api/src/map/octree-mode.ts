/**
 * Which map a client should draw: the whole static map (streamed, every system) up to a size, the
 * octree's cells chosen by the camera above it. The default keeps a 1,000,000-system galaxy on the
 * whole map; MAP_OCTREE_FROM (a whole number of systems) moves the line, for tests and benches.
 */
export const DEFAULT_OCTREE_FROM = 2_000_000;

/** The size from which the manifest names the octree: MAP_OCTREE_FROM, or the default. */
export function octreeFrom(env: Record<string, string | undefined> = process.env): number {
  const raw = env.MAP_OCTREE_FROM;
  if (raw === undefined || raw === '') return DEFAULT_OCTREE_FROM;
  if (!/^\d{1,10}$/.test(raw))
    throw new Error(`MAP_OCTREE_FROM must be a whole number of systems, not "${raw}"`);
  return Number(raw);
}

export type MapMode = 'full' | 'octree';

export const mapModeFor = (count: number, from = octreeFrom()): MapMode =>
  count >= from ? 'octree' : 'full';
