import { keepReachIndex, mapDataOf } from '@orrery/api';
import { type Db } from '@orrery/db';
import { getGalaxy } from '@orrery/db/galaxy';
import type { FastifyBaseLogger } from 'fastify';
import { warmOctree } from '../map/warm-octree.js';

/** Milliseconds between progress lines while the map data loads. */
const PROGRESS_EVERY_MS = 1000;

/**
 * Starts reading the galaxy's map data (api: mapDataOf) in the background, so the first map
 * request after a start does not wait for all of it: about a second per 100,000 systems, a page of
 * rows at a time while requests are served. Logs progress and the time it took.
 */
export async function warmMapData(db: Db, log: FastifyBaseLogger): Promise<void> {
  const galaxy = await getGalaxy(db);
  if (galaxy?.status !== 'ready') return;
  const started = performance.now();
  let lastReport = started;
  try {
    const data = await mapDataOf(db, galaxy, ({ done, total }) => {
      const now = performance.now();
      if (now - lastReport < PROGRESS_EVERY_MS) return;
      lastReport = now;
      log.info({ done, total }, 'loading map data');
    });
    const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
    log.info({ systems: data.count, bytes: data.encoded.length, seconds }, 'map data ready');
    await warmOctree(data, log);
  } catch (error) {
    log.error({ err: error }, 'map data failed to load; map requests will try again');
    return;
  }
  await warmReachIndex(db, log);
}

/**
 * Keeps the galaxy's reach index (api: keepReachIndex) from now on, built from the map data: until
 * it is ready, and whenever it is being rebuilt, draws and odds count in SQL as before.
 */
async function warmReachIndex(db: Db, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  try {
    await keepReachIndex(db);
    const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
    log.info({ seconds }, 'reach index ready');
  } catch (error) {
    log.error({ err: error }, 'reach index failed to build; draws count in SQL meanwhile');
  }
}
