import { backfillCardShapes } from '@orrery/api';
import type { Db } from '@orrery/db';
import type { FastifyBaseLogger } from 'fastify';

/** Between slices: a turn of the event loop's timers, so requests are answered meanwhile. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/**
 * A galaxy seeded before card shapes were stored gets them in the background after a start (api:
 * backfillCardShapes), a slice of 256 systems at a time on this thread (a few ms each); its guide
 * cards come from the generator's outline until then. Nothing to do for a galaxy seeded with them.
 */
export async function fillCardShapes(db: Db, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  try {
    const stored = await backfillCardShapes(db, { pause });
    if (stored === 0) return;
    const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
    log.info({ systems: stored, seconds }, 'card shapes stored for the galaxy');
  } catch (error) {
    log.error(
      { err: error },
      'card shapes failed to store; cards come from the generator meanwhile',
    );
  }
}
