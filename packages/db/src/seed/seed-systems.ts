import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';
import { rawHandle } from '../connection/open-sqlite.js';
import { postgresSeedStore, withPostgresSeedLock } from './seed-postgres.js';
import { sqliteSeedStore } from './seed-sqlite.js';
import type { GalaxyToSeed, SeedOptions, SeedStore } from './seed-store.js';
import type { NewSystem } from '../schema/systems/systems.table.js';

export { GalaxyExistsError, type GalaxyToSeed, type SeedOptions } from './seed-store.js';

/**
 * The rows of a galaxy from index `start` on, in id order: one at a time (generated in this
 * thread), or in batches as they arrive from elsewhere (worker threads).
 */
export type SystemRows = (start: number) => Iterable<NewSystem> | AsyncIterable<NewSystem[]>;

export interface SeedResult {
  /** Index seeding started from: 0 for a fresh galaxy, more when an interrupted seed resumed. */
  startedAt: number;
  inserted: number;
}

/**
 * Seeds the galaxy's systems. `rowsFrom(start)` yields the rows with ids start, start+1, … size-1,
 * one by one or in batches of any length.
 *
 * Crash safety: the galaxy row says 'seeding' until the last step, which (in one transaction)
 * rebuilds the indexes dropped for the bulk load and the search index and flips it to 'ready'.
 * A rerun with the same params resumes after the highest stored id. A 'ready' galaxy, or one with
 * other params, is refused unless `force`, which swaps the old galaxy for an empty 'seeding' one
 * in a single transaction. On PostgreSQL a seed holds an advisory lock: a second seeder (another
 * server starting) waits for the first, then finds its galaxy ready.
 */
export async function seedSystems(
  db: Db,
  galaxy: GalaxyToSeed,
  rowsFrom: SystemRows,
  options: SeedOptions,
): Promise<SeedResult> {
  if (dialectOf(db) === 'postgres') {
    return withPostgresSeedLock(db, (conn) =>
      load(postgresSeedStore(conn), galaxy, rowsFrom, {
        ...options,
        batchSize: options.batchSize ?? 10_000,
      }),
    );
  }
  const raw = rawHandle(db);
  // Hold Kysely's connection so no other query interleaves with the raw statements.
  return db.connection().execute(() => load(sqliteSeedStore(raw), galaxy, rowsFrom, options));
}

async function load(
  store: SeedStore,
  galaxy: GalaxyToSeed,
  rowsFrom: SystemRows,
  options: SeedOptions,
): Promise<SeedResult> {
  const batchSize = options.batchSize ?? 5000;
  const startedAt = await store.begin(galaxy, options);
  let next = startedAt;
  let batch: NewSystem[] = [];
  const flush = async () => {
    await store.insert(batch);
    next += batch.length;
    batch = [];
    options.onProgress?.(next, galaxy.size);
    // Let the event loop breathe (progress output, signals) between batches.
    await new Promise((resolve) => setImmediate(resolve));
  };
  /** Takes one row; true when the batch is full, or when the row is past the galaxy (`ended`). */
  let ended = false;
  const take = (row: NewSystem): boolean => {
    if (row.id !== next + batch.length) {
      throw new Error(`Seed rows out of order: expected id ${next + batch.length}, got ${row.id}`);
    }
    if (row.id >= galaxy.size) return (ended = true);
    batch.push(row);
    return batch.length >= batchSize;
  };
  if (startedAt < galaxy.size) {
    const rows = rowsFrom(startedAt);
    if (Symbol.asyncIterator in rows) {
      batches: for await (const arrived of rows) {
        for (const row of arrived) {
          if (!take(row)) continue;
          if (ended) break batches;
          await flush();
        }
      }
    } else {
      for (const row of rows) {
        if (!take(row)) continue;
        if (ended) break;
        await flush();
      }
    }
    if (batch.length > 0) await flush();
  }
  if (next !== galaxy.size) {
    throw new Error(`Seed rows ended at ${next}, galaxy size is ${galaxy.size}`);
  }
  await store.finish();
  return { startedAt, inserted: next - startedAt };
}
