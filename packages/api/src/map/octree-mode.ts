import { OCTREE_PAGE_POINTS } from './octree-format.js';

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

/**
 * Systems per page of an octree cell: OCTREE_PAGE_POINTS, or MAP_OCTREE_PAGE (1 … 65,536) so a
 * test's small galaxy has cells of several pages and a camera that refines them.
 */
export function octreePagePoints(env: Record<string, string | undefined> = process.env): number {
  const raw = env.MAP_OCTREE_PAGE;
  if (raw === undefined || raw === '') return OCTREE_PAGE_POINTS;
  const n = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || n < 1 || n > 65_536)
    throw new Error(`MAP_OCTREE_PAGE must be a whole number from 1 to 65536, not "${raw}"`);
  return n;
}

export type MapMode = 'full' | 'octree';

export const mapModeFor = (count: number, from = octreeFrom()): MapMode =>
  count >= from ? 'octree' : 'full';
