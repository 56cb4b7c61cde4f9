import { mapModeFor, octreeOf, type MapData } from '@orrery/api';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Builds the octree of map data whose manifest names the octree, once the data is ready, so a
 * client's first cells need not wait for the sort. A failure is logged; the first cell request
 * builds it again.
 */
export async function warmOctree(data: MapData, log: FastifyBaseLogger): Promise<void> {
  if (mapModeFor(data.count) !== 'octree') return;
  const started = performance.now();
  try {
    await octreeOf(data);
    const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
    log.info({ systems: data.count, seconds }, 'map octree ready');
  } catch (error) {
    log.error({ err: error }, 'map octree failed to build; cell requests will try again');
  }
}
