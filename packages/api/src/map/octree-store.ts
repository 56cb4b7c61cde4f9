import { GameError } from '../game/core/errors.js';
import { yieldToEventLoop } from '../game/core/event-loop.js';
import type { MapData } from './map-data.js';
import { buildOctree, type MapOctree } from './octree.js';
import { isCell, type CellAddress } from './octree-format.js';
import { mapOctreeSettings } from './octree-mode.js';

/**
 * The octree of each map data, built on first use and held as long as the map data is: a galaxy
 * that grows gets new map data (map-growth.ts), and so an octree built afresh from its full length
 * (the bounds, and so every quantised position, may have changed with it).
 */
const built = new WeakMap<MapData, Promise<MapOctree>>();

export function octreeOf(data: MapData): Promise<MapOctree> {
  let tree = built.get(data);
  if (!tree) {
    tree = buildOctree(data, yieldToEventLoop, mapOctreeSettings().pagePoints);
    built.set(data, tree);
    tree.catch(() => built.delete(data));
  }
  return tree;
}

export const NO_SUCH_CELL = 'No octree cell has this address at this depth';
export const NO_SUCH_PAGE = 'The cell has no page this number';

/** A page of an octree cell, encoded; 400 for an address that names no cell, 404 past the end. */
export async function octreePage(data: MapData, cell: CellAddress, page: number) {
  if (!isCell(cell)) throw new GameError('INVALID_INPUT', NO_SUCH_CELL);
  const bytes = (await octreeOf(data)).page(cell, page);
  if (!bytes) throw new GameError('NOT_FOUND', NO_SUCH_PAGE);
  return bytes;
}
