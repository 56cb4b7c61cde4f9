import { OCTREE_PAGE_POINTS } from './octree-format.js';

/**
 * Which map a client should draw: the whole static map (streamed, every system) up to a size, the
 * octree's cells chosen by the camera from it on. The default keeps a 1,000,000-system galaxy on
 * the whole map. The server sets both from its environment (MAP_OCTREE_FROM, MAP_OCTREE_PAGE) at
 * start, before any map data is made; tests and benches lower them.
 */
export const DEFAULT_OCTREE_FROM = 2_000_000;

export interface MapOctreeSettings {
  /** Galaxies of at least this many systems are drawn from the octree. */
  from: number;
  /** Systems per page of a cell (small pages let a small test galaxy refine). */
  pagePoints: number;
}

let settings: MapOctreeSettings = { from: DEFAULT_OCTREE_FROM, pagePoints: OCTREE_PAGE_POINTS };

/** Sets what is given (the rest stays), and answers the settings held before. */
export function configureMapOctree(next: Partial<MapOctreeSettings>): MapOctreeSettings {
  const held = settings;
  const merged = { ...settings, ...next };
  if (!Number.isInteger(merged.from) || merged.from < 1)
    throw new Error('The octree map needs a whole number of systems to start from');
  if (!Number.isInteger(merged.pagePoints) || merged.pagePoints < 1 || merged.pagePoints > 65_536)
    throw new Error('An octree page holds 1 to 65,536 systems');
  settings = merged;
  return held;
}

export const mapOctreeSettings = (): MapOctreeSettings => settings;

export type MapMode = 'full' | 'octree';

export const mapModeFor = (count: number): MapMode => (count >= settings.from ? 'octree' : 'full');
