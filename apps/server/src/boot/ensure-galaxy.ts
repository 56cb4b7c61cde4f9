import { galaxyParamsOf, loadGameConfig } from '@orrery/api/game/core';
import { seedGalaxy, syncAchievementCatalogue } from '@orrery/api/game/operations';
import { galaxyInfo } from '@orrery/api/game/systems';
import { type Db } from '@orrery/db';
import { getGalaxy } from '@orrery/db/galaxy';
import { GalaxyExistsError } from '@orrery/db/seed';
import type { FastifyBaseLogger } from 'fastify';
import { countOf, formatCount, formatDuration } from '@orrery/format';
import type { Seeder } from '../workers/seed-in-worker.js';

export interface GalaxyWanted {
  seed: string;
  size: number;
}

/** Seconds between progress lines while seeding. */
const PROGRESS_EVERY_MS = 1000;

/** Whether the database holds no ready galaxy yet (ensureGalaxy will seed one). */
export async function galaxyNeedsSeed(db: Db): Promise<boolean> {
  return (await getGalaxy(db))?.status !== 'ready';
}

/**
 * Makes sure the database holds a ready galaxy: an empty database gets `wanted`, an interrupted
 * seed is finished, and a ready galaxy is reused as it is (even if `wanted` differs: replacing a
 * galaxy that players explore is an operator's decision, made with the CLI). `seed` does the
 * seeding: in this process by default, on a worker thread when the server starts (seedInWorker).
 */
export async function ensureGalaxy(
  db: Db,
  wanted: GalaxyWanted,
  log: FastifyBaseLogger,
  seed: Seeder = seedGalaxy,
) {
  const existing = await getGalaxy(db);
  if (existing?.status === 'ready') {
    const { params } = await galaxyInfo(db);
    if (params.seed !== wanted.seed || params.size !== wanted.size) {
      log.warn(
        { galaxy: params, wanted },
        `reusing the existing galaxy "${params.seed}" (${countOf(params.size, 'system')}); GALAXY_SEED/GALAXY_SIZE differ`,
      );
    } else {
      log.info(
        { galaxy: params },
        `reusing the existing galaxy "${params.seed}" (${countOf(params.size, 'system')})`,
      );
    }
    // A release may add achievements (new milestones): the stored catalogue follows the config.
    await syncAchievementCatalogue(db, await loadGameConfig(db));
    return;
  }
  // An interrupted seed is finished with the generator version it started with; a new galaxy gets
  // the newest.
  const params = existing ? galaxyParamsOf(existing) : wanted;
  log.info(
    { galaxy: params, resuming: Boolean(existing) },
    `${existing ? 'resuming the seed of' : 'seeding'} the galaxy "${params.seed}": ${countOf(params.size, 'system')} (first start)`,
  );
  const started = performance.now();
  let lastReport = started;
  let result;
  try {
    result = await seed(db, params, new Date(), {
      onProgress: (done, total) => {
        const now = performance.now();
        if (now - lastReport < PROGRESS_EVERY_MS && done < total) return;
        lastReport = now;
        const perSecond = Math.round(done / ((now - started) / 1000));
        log.info(
          { done, total, perSecond },
          `seeding galaxy: ${formatCount(done)} of ${formatCount(total)} systems (${formatCount(perSecond)}/s)`,
        );
        // The last step, silent otherwise, takes about a third of the time at 1,000,000 systems.
        if (done === total) log.info('seeding galaxy: building the indexes and the search index');
      },
    });
  } catch (error) {
    // Another server started at the same time and seeded first (on PostgreSQL this one waited for
    // its seed lock meanwhile): its galaxy is the one.
    if (error instanceof GalaxyExistsError && (await getGalaxy(db))?.status === 'ready') {
      log.info('another server seeded the galaxy meanwhile; reusing it');
      return;
    }
    throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  log.info(
    { galaxy: params, inserted: result.inserted, seconds: Number(seconds.toFixed(2)) },
    `galaxy ready: ${countOf(result.inserted, 'system')} seeded in ${formatDuration(seconds * 1000)}`,
  );
}
