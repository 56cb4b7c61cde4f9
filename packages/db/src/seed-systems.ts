import type SQLite from 'better-sqlite3';
import { rawHandle, type Db } from './open-database.js';
import type { NewSystem } from './tables/systems.table.js';

export interface GalaxyToSeed {
  seed: string;
  size: number;
  generatorVersion: number;
  /** The game config as JSON, stored on the galaxy row. */
  config: string;
}

export interface SeedOptions {
  /** Replace an existing galaxy (its systems and every discovery go). */
  force?: boolean;
  /** Rows per transaction. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  now: Date;
}

export interface SeedResult {
  /** Index seeding started from: 0 for a fresh galaxy, more when an interrupted seed resumed. */
  startedAt: number;
  inserted: number;
}

export class GalaxyExistsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GalaxyExistsError';
  }
}

/** Where the SQL of the dropped secondary indexes waits while a seed runs (survives a crash). */
const DEFERRED_INDEXES_KEY = 'seed.deferred_indexes';

// Positional parameters: binding by name costs about twice as much per row.
const INSERT_SYSTEM = `insert into systems (id, hash, name, sector, x, y, z, star_count, planet_count,
  moon_count, habitable, first_star_class, first_star_type, size_class, card_type, rarity, rarity_score)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * Seeds the galaxy's systems. `rowsFrom(start)` yields the rows with ids start, start+1, … size-1.
 *
 * Crash safety: the galaxy row says 'seeding' until the last step, which (in one transaction)
 * rebuilds the indexes dropped for the bulk load and the search index and flips it to 'ready'.
 * A rerun with the same params resumes after the highest stored id. A 'ready' galaxy, or one with
 * other params, is refused unless `force`, which swaps the old galaxy for an empty 'seeding' one
 * in a single transaction.
 */
export async function seedSystems(
  db: Db,
  galaxy: GalaxyToSeed,
  rowsFrom: (start: number) => Iterable<NewSystem>,
  options: SeedOptions,
): Promise<SeedResult> {
  const raw = rawHandle(db);
  const batchSize = options.batchSize ?? 5000;
  // Hold Kysely's connection so no other query interleaves with the raw statements.
  return db.connection().execute(async () => {
    prepareGalaxy(raw, galaxy, options);
    deferIndexes(raw);
    const maxId = raw.prepare('select max(id) as m from systems').get() as { m: number | null };
    const startedAt = maxId.m === null ? 0 : maxId.m + 1;
    const insert = raw.prepare(INSERT_SYSTEM);
    const insertBatch = raw.transaction((rows: NewSystem[]) => {
      for (const r of rows) {
        insert.run(
          r.id,
          r.hash,
          r.name,
          r.sector,
          r.x,
          r.y,
          r.z,
          r.star_count,
          r.planet_count,
          r.moon_count,
          r.habitable,
          r.first_star_class,
          r.first_star_type,
          r.size_class,
          r.card_type,
          r.rarity,
          r.rarity_score,
        );
      }
    });
    let next = startedAt;
    let batch: NewSystem[] = [];
    const flush = async () => {
      insertBatch.immediate(batch);
      next += batch.length;
      batch = [];
      options.onProgress?.(next, galaxy.size);
      // Let the event loop breathe (progress output, signals) between batches.
      await new Promise((resolve) => setImmediate(resolve));
    };
    if (startedAt < galaxy.size) {
      for (const row of rowsFrom(startedAt)) {
        if (row.id !== next + batch.length) {
          throw new Error(
            `Seed rows out of order: expected id ${next + batch.length}, got ${row.id}`,
          );
        }
        if (row.id >= galaxy.size) break;
        batch.push(row);
        if (batch.length >= batchSize) await flush();
      }
      if (batch.length > 0) await flush();
    }
    if (next !== galaxy.size) {
      throw new Error(`Seed rows ended at ${next}, galaxy size is ${galaxy.size}`);
    }
    finishSeed(raw);
    return { startedAt, inserted: next - startedAt };
  });
}

function prepareGalaxy(raw: SQLite.Database, galaxy: GalaxyToSeed, options: SeedOptions): void {
  raw
    .transaction(() => {
      const existing = raw.prepare('select * from galaxies').get() as
        { seed: string; size: number; generator_version: number; status: string } | undefined;
      if (existing && !options.force) {
        const same =
          existing.seed === galaxy.seed &&
          existing.size === galaxy.size &&
          existing.generator_version === galaxy.generatorVersion;
        if (existing.status === 'ready') {
          throw new GalaxyExistsError('A galaxy is already seeded; seed with force to replace it');
        }
        if (!same) {
          throw new GalaxyExistsError(
            'A different galaxy is being seeded; seed with force to replace it',
          );
        }
        return; // resume the interrupted seed
      }
      if (existing) {
        deferIndexes(raw); // deleting a million rows is far faster without their indexes
        raw.exec(`delete from showcase_cards; delete from player_stats; delete from leaderboard_buckets;
          delete from discoveries; delete from systems; delete from galaxies;
          insert into systems_fts(systems_fts) values ('delete-all');`);
      }
      raw
        .prepare(
          `insert into galaxies (id, seed, size, generator_version, config, status, created_at)
           values (1, ?, ?, ?, ?, 'seeding', ?)`,
        )
        .run(
          galaxy.seed,
          galaxy.size,
          galaxy.generatorVersion,
          galaxy.config,
          options.now.toISOString(),
        );
    })
    .immediate();
}

/** Drops the systems table's secondary indexes, keeping their SQL to rebuild them at the end. */
function deferIndexes(raw: SQLite.Database): void {
  raw
    .transaction(() => {
      const saved = raw
        .prepare('select value from settings where key = ?')
        .get(DEFERRED_INDEXES_KEY);
      if (saved) return;
      const indexes = raw
        .prepare(
          `select name, sql from sqlite_master
           where type = 'index' and tbl_name = 'systems' and sql is not null`,
        )
        .all() as { name: string; sql: string }[];
      raw
        .prepare('insert into settings (key, value) values (?, ?)')
        .run(DEFERRED_INDEXES_KEY, JSON.stringify(indexes));
      for (const index of indexes) raw.exec(`drop index "${index.name}"`);
    })
    .immediate();
}

function finishSeed(raw: SQLite.Database): void {
  raw
    .transaction(() => {
      const saved = raw
        .prepare('select value from settings where key = ?')
        .get(DEFERRED_INDEXES_KEY) as { value: string } | undefined;
      const indexes = saved ? (JSON.parse(saved.value) as { name: string; sql: string }[]) : [];
      for (const index of indexes) raw.exec(index.sql);
      raw.prepare('delete from settings where key = ?').run(DEFERRED_INDEXES_KEY);
      raw.exec(`insert into systems_fts(systems_fts) values ('rebuild')`);
      raw.exec(`update galaxies set status = 'ready'`);
    })
    .immediate();
  raw.pragma('optimize');
}
