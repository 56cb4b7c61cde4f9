import { type Db } from '@orrery/db';
import { getGalaxy, type Galaxy } from '@orrery/db/galaxy';
import { GameError } from '../game/core/errors.js';
import { loadMapData, mapKey, type LoadProgress, type MapData } from './map-data.js';
import { extendMapData, onlyGrew, type GalaxyLineage } from './map-growth.js';
import { mapModeFor } from './octree-mode.js';
import { octreeOf } from './octree-store.js';

/** Per database handle, the map data of its galaxy (loaded once, shared while it loads). */
const loaded = new WeakMap<Db, { key: string; galaxy: GalaxyLineage; data: Promise<MapData> }>();

export const GALAXY_NOT_READY = 'The galaxy is still being seeded';

/**
 * The map data of `galaxy` (a ready galaxy of `db`): loaded on first use and kept while the galaxy's
 * seed, size and generator version stay the same. When the galaxy only grew, the data held is
 * extended with the new systems instead (map-growth.ts). A failed load is forgotten, so the next
 * call tries again.
 */
export function mapDataOf(
  db: Db,
  galaxy: Galaxy,
  onProgress?: (progress: LoadProgress) => void,
): Promise<MapData> {
  if (galaxy.status !== 'ready')
    return Promise.reject(new GameError('NOT_FOUND', GALAXY_NOT_READY));
  const key = mapKey(galaxy);
  const held = loaded.get(db);
  if (held?.key === key) return held.data;
  const lineage: GalaxyLineage = {
    seed: galaxy.seed,
    size: galaxy.size,
    generator_version: galaxy.generator_version,
    created_at: galaxy.created_at,
  };
  const data =
    held && onlyGrew(held.galaxy, lineage)
      ? held.data.then(
          (old) => extendMapData(db, old, galaxy, onProgress),
          () => loadMapData(db, galaxy, onProgress),
        )
      : loadMapData(db, galaxy, onProgress);
  const entry = { key, galaxy: lineage, data };
  loaded.set(db, entry);
  // A galaxy drawn from its octree gets the octree of its new map data (first load or growth)
  // built now, not on a client's first cell request.
  data.then(
    (made) => mapModeFor(made.count) === 'octree' && void octreeOf(made).catch(() => {}),
    () => {},
  );
  data.catch(() => {
    if (loaded.get(db) === entry) loaded.delete(db);
  });
  return data;
}

/** The map data of the galaxy the database holds now. */
export async function currentMapData(db: Db): Promise<MapData> {
  const galaxy = await getGalaxy(db);
  if (!galaxy) throw new GameError('NOT_FOUND', 'No galaxy has been created yet');
  return mapDataOf(db, galaxy);
}
