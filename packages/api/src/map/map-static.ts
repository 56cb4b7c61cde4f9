import type { Db } from '@orrery/db';
import { GameError } from '../game/core/errors.js';
import type { MapData } from './map-data.js';
import { currentMapData } from './map-store.js';
import type { MapLabels, MapManifest } from './map-views.js';
import { mapModeFor, mapOctreeSettings } from './octree-mode.js';
import { OCTREE_MAX_DEPTH } from './octree-format.js';

/** Systems per labels chunk: about 20 KB of JSON, 8 KB compressed. */
export const MAP_LABEL_SYSTEMS = 1_024;

export const MAP_STATIC_PATH = '/solar/solarsystems/map/static';

export const UNKNOWN_MAP_VERSION = 'No map has this version (the galaxy has changed)';

export function manifestOf(data: MapData): MapManifest {
  const path = `${MAP_STATIC_PATH}/${data.key}`;
  return {
    version: data.key,
    count: data.count,
    bytes: data.encoded.length,
    blockSystems: data.header.blockSystems,
    labelSystems: MAP_LABEL_SYSTEMS,
    path,
    labelsPath: `${path}/labels/`,
    mode: mapModeFor(data.count),
    octree: {
      path: `${path}/octree/`,
      maxDepth: OCTREE_MAX_DEPTH,
      pagePoints: mapOctreeSettings().pagePoints,
      min: [...data.header.min],
      max: [...data.header.max],
      classes: data.header.classes,
    },
  };
}

/** Where the current galaxy's static map is and how to read it. */
export async function getMapManifest(db: Db): Promise<MapManifest> {
  return manifestOf(await currentMapData(db));
}

/** The current map data, if `version` names it; a 404 otherwise. */
export async function mapDataAt(db: Db, version: string): Promise<MapData> {
  const data = await currentMapData(db);
  if (data.key !== version) throw new GameError('NOT_FOUND', UNKNOWN_MAP_VERSION);
  return data;
}

/** Hashes and names of the systems in labels chunk `chunk`. */
export function labelsOf(data: MapData, chunk: number): MapLabels {
  const first = chunk * MAP_LABEL_SYSTEMS;
  if (!Number.isInteger(chunk) || chunk < 0 || first >= data.count) {
    throw new GameError('NOT_FOUND', 'No labels chunk has this number');
  }
  const last = Math.min(data.count, first + MAP_LABEL_SYSTEMS);
  const hashes: string[] = [];
  const names: string[] = [];
  for (let i = first; i < last; i++) {
    hashes.push(data.hashes.get(i));
    names.push(data.names.get(i));
  }
  return { first, hashes, names };
}
