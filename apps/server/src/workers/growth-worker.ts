import { gameConfigOf } from '@orrery/api/game/core';
import { GrowthRefusedError, runGrowth, startGrowth } from '@orrery/api/game/operations';
import { type Db } from '@orrery/db';
import { countDiscoveries } from '@orrery/db/discoveries';
import { getGalaxy, runningGrowth } from '@orrery/db/galaxy';
import { grownSize, growthDue } from '@orrery/domain/config';
import type { FastifyBaseLogger } from 'fastify';
import type { WalCheckpoints } from './wal-checkpoints.js';

/** How often a server looks at the growth rule (and at a growth left running). */
const CHECK_EVERY_MS = 60_000;
/**
 * Systems per transaction of a growth this server runs. On SQLite a transaction's statements run
 * without yielding to the event loop, so a batch this small keeps requests flowing; the servers
 * following the growth read each batch beside what they hold, so many batches cost them little.
 */
export const AUTO_GROW_BATCH = 1_000;

/** What one look did. */
export type AutoGrowth = 'grew' | 'resumed' | 'idle' | 'busy' | 'refused';

export interface AutoGrowthState {
  /** The running growth's progress at the last look: unchanged a look later, it was left behind. */
  lastSeen?: { id: number; next: number };
  /** Ends a growth between two batches (it stays running, to be resumed). */
  stopping?: () => boolean;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Systems per transaction (AUTO_GROW_BATCH without it). */
  batchSize?: number;
  /** Awaited after each batch (the WAL's checkpoints catching up). */
  betweenBatches?: () => Promise<void>;
}

class Stopped extends Error {}

/**
 * One look at the designer's growth rule (config `growth`). When it fires, this server starts a
 * growth; the galaxy_growths row is the lock, so of several servers looking at once one grows and
 * the others find it busy. A growth that made no progress since the last look (its server died)
 * is resumed here.
 */
export async function autoGrowOnce(
  db: Db,
  now: Date,
  state: AutoGrowthState = {},
): Promise<AutoGrowth> {
  const galaxy = await getGalaxy(db);
  if (galaxy?.status !== 'ready') return 'idle';
  const running = await runningGrowth(db);
  let growth;
  if (running) {
    const seen = state.lastSeen;
    state.lastSeen = { id: running.id, next: running.next_index };
    if (seen?.id !== running.id || seen.next !== running.next_index) return 'busy';
    growth = running;
  } else {
    const rule = gameConfigOf(galaxy).growth;
    if (!growthDue(galaxy.size, Number(await countDiscoveries(db)), rule)) return 'idle';
    try {
      growth = await startGrowth(db, grownSize(galaxy.size, rule), now);
    } catch (error) {
      if (!(error instanceof GrowthRefusedError)) throw error;
      state.log?.warn(`auto-grow: ${error.message}`);
      return 'refused';
    }
  }
  state.log?.info(
    { from: growth.next_index, to: growth.to_size },
    `auto-grow: growing the galaxy to ${growth.to_size} systems`,
  );
  let added: boolean;
  try {
    const { growth: after, resumedAt } = await runGrowth(db, growth, now, {
      batchSize: state.batchSize ?? AUTO_GROW_BATCH,
      betweenBatches: state.betweenBatches,
      onProgress: () => {
        if (state.stopping?.()) throw new Stopped();
      },
    });
    added = after.next_index > resumedAt;
  } catch (error) {
    if (error instanceof Stopped) return 'busy';
    // Another server took the growth over between two batches: it finishes it.
    if (error instanceof GrowthRefusedError) return 'busy';
    throw error;
  }
  // Another server added the last batch meanwhile: this look only marked the growth done.
  if (!added) return 'busy';
  return growth === running ? 'resumed' : 'grew';
}

/**
 * Looks at the rule every minute until stopped; stop() leaves a growth resumable. On SQLite the
 * growth waits between batches for the WAL's checkpoints (`checkpoints`) to catch up.
 */
export function startAutoGrowth(
  db: Db,
  log: FastifyBaseLogger,
  {
    everyMs = CHECK_EVERY_MS,
    checkpoints,
  }: { everyMs?: number; checkpoints?: WalCheckpoints } = {},
) {
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const state: AutoGrowthState = {
    stopping: () => stopped,
    log,
    ...(checkpoints ? { betweenBatches: () => checkpoints.caughtUp() } : {}),
  };
  const timer = setInterval(() => {
    current = current.then(async () => {
      if (stopped) return;
      try {
        await autoGrowOnce(db, new Date(), state);
      } catch (error) {
        log.warn({ err: error }, 'auto-grow failed; trying again at the next look');
      }
    });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
