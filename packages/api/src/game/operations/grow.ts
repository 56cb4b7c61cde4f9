import { type Db } from '@orrery/db';
import {
  addGrownSystems,
  beginGrowth,
  finishGrowth,
  getGalaxy,
  GrowthRefusedError,
  runningGrowth,
  type GalaxyGrowth,
} from '@orrery/db/galaxy';
import { type NewSystem } from '@orrery/db/systems';
import { formatCount } from '@orrery/format';
import { capacityOf, GROWTH_STABLE_VERSIONS, isGrowthStable } from '@orrery/procgen';
import { gameConfigOf } from '../core/config.js';
import { galaxyParamsOf } from '../core/galaxy-params.js';
import { yieldToEventLoop } from '../core/event-loop.js';
import { systemRows } from '../systems/system-rows.js';

export { GrowthRefusedError };

/** Rows generated between two yields: generating one takes about half a millisecond. */
const ROWS_PER_YIELD = 32;

export interface GrowOptions {
  /** Systems per transaction (defaultBatch without it). */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** Awaited after each batch: a server's growth lets its WAL checkpoints catch up. */
  betweenBatches?: () => Promise<void>;
}

export interface GrowResult {
  growth: GalaxyGrowth;
  /** The index this run started adding at: more than from_size when it resumed. */
  resumedAt: number;
}

/**
 * Systems per transaction by default: about 1% of the galaxy, between 2,000 and 10,000. Each batch
 * raises the size, and servers extend their map data and rebuild their reach index for each size,
 * so a batch must not be tiny on a big galaxy; nor large, as it holds SQLite's write lock.
 */
function defaultBatch(size: number): number {
  return Math.min(10_000, Math.max(2_000, Math.floor(size / 100)));
}

/**
 * Starts growing the galaxy to `toSize`, or resumes the growth to that size left running. Refused
 * (GrowthRefusedError, one line) for a galaxy whose generator version cannot grow, a size not above
 * today's or past the version's capacity, and while a growth to another size runs.
 */
export async function startGrowth(db: Db, toSize: number, now: Date): Promise<GalaxyGrowth> {
  const galaxy = await getGalaxy(db);
  if (galaxy?.status !== 'ready') throw new GrowthRefusedError('No ready galaxy to grow.');
  const running = await runningGrowth(db);
  if (running) {
    if (running.to_size === toSize) return running;
    throw new GrowthRefusedError(
      `A growth to ${formatCount(running.to_size)} systems is already under way; resume it with \`orrery grow --to ${running.to_size}\`.`,
    );
  }
  const { generatorVersion: version } = galaxyParamsOf(galaxy);
  if (!isGrowthStable(version)) {
    throw new GrowthRefusedError(
      `The galaxy's generator v${version} cannot grow in place (its systems would change); only v${GROWTH_STABLE_VERSIONS.join(', v')} galaxies grow.`,
    );
  }
  if (!Number.isSafeInteger(toSize) || toSize <= galaxy.size) {
    throw new GrowthRefusedError(
      `The galaxy has ${formatCount(galaxy.size)} systems; grow it to more, not ${formatCount(toSize)}.`,
    );
  }
  const capacity = capacityOf(version);
  if (toSize > capacity) {
    throw new GrowthRefusedError(
      `A v${version} galaxy holds at most ${formatCount(capacity)} systems; ${formatCount(toSize)} is past it.`,
    );
  }
  return beginGrowth(db, toSize, now);
}

/**
 * Adds the growth's remaining systems in small transactions, each also raising the galaxy's size
 * (which changes the galaxy's version: servers read the grown systems into their map and reach). The
 * systems are exactly those a fresh seed of the grown size has: a growth-stable generator and the
 * galaxy's own stored rarity config.
 */
export async function runGrowth(
  db: Db,
  growth: GalaxyGrowth,
  now: Date,
  options: GrowOptions = {},
): Promise<GrowResult> {
  const galaxy = await getGalaxy(db);
  if (!galaxy) throw new GrowthRefusedError('No galaxy to grow.');
  if (galaxy.size !== growth.next_index) {
    throw new GrowthRefusedError(
      `The galaxy has ${galaxy.size} systems but its growth is at ${growth.next_index}.`,
    );
  }
  const params = { ...galaxyParamsOf(galaxy), size: growth.to_size };
  const { rarity } = gameConfigOf(galaxy);
  const batchSize = options.batchSize ?? defaultBatch(growth.next_index);
  let next = growth.next_index;
  let batch: NewSystem[] = [];
  const flush = async () => {
    await addGrownSystems(db, growth, batch);
    next += batch.length;
    batch = [];
    options.onProgress?.(next, growth.to_size);
    await (options.betweenBatches?.() ?? yieldToEventLoop());
  };
  for (const row of systemRows(params, rarity, next, growth.to_size)) {
    batch.push(row);
    if (batch.length >= batchSize) await flush();
    // Generating a batch would otherwise hold a server that grows its own galaxy for a second.
    else if (batch.length % ROWS_PER_YIELD === 0) await yieldToEventLoop();
  }
  if (batch.length > 0) await flush();
  await finishGrowth(db, growth.id, now);
  return {
    growth: { ...growth, next_index: next, state: 'done', finished_at: now.toISOString() },
    resumedAt: growth.next_index,
  };
}

/** Grows the galaxy to `toSize` (startGrowth, then runGrowth), resuming a killed growth to it. */
export async function growGalaxy(
  db: Db,
  toSize: number,
  now: Date,
  options: GrowOptions = {},
): Promise<GrowResult> {
  return runGrowth(db, await startGrowth(db, toSize, now), now, options);
}
