import type SQLite from 'better-sqlite3';
import type { NewSystem } from '../schema/systems/systems.table.js';
import {
  DEFERRED_INDEXES_KEY,
  seedPlan,
  type ExistingGalaxy,
  type GalaxyToSeed,
  type SeedOptions,
  type SeedStore,
} from './seed-store.js';

// Positional parameters: binding by name costs about twice as much per row.
const INSERT_SYSTEM = `insert into systems (id, hash, name, sector, x, y, z, star_count, planet_count,
  moon_count, habitable, first_star_class, first_star_type, size_class, card_type, rarity, rarity_score,
  card_shape) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * Seeding on SQLite, through better-sqlite3 directly: one prepared statement per row in batched
 * BEGIN IMMEDIATE transactions. The caller holds Kysely's connection so nothing interleaves.
 */
export function sqliteSeedStore(raw: SQLite.Database): SeedStore {
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
        r.card_shape ?? null,
      );
    }
  });
  return {
    async begin(galaxy, options) {
      prepareGalaxy(raw, galaxy, options);
      deferIndexes(raw);
      const maxId = raw.prepare('select max(id) as m from systems').get() as { m: number | null };
      return maxId.m === null ? 0 : maxId.m + 1;
    },
    async insert(rows) {
      insertBatch.immediate(rows);
    },
    async finish() {
      finishSeed(raw);
    },
  };
}

function prepareGalaxy(raw: SQLite.Database, galaxy: GalaxyToSeed, options: SeedOptions): void {
  raw
    .transaction(() => {
      const existing = raw.prepare('select * from galaxies').get() as ExistingGalaxy | undefined;
      if (seedPlan(existing, galaxy, options) === 'resume') return;
      if (existing) {
        deferIndexes(raw); // deleting a million rows is far faster without their indexes
        raw.exec(`delete from showcase_cards; delete from player_stats; delete from leaderboard_buckets;
          delete from collect_offers;
          delete from discoveries; delete from systems; delete from galaxy_growths;
          delete from galaxies;
          insert into systems_fts(systems_fts) values ('delete-all');`);
      }
      raw
        .prepare(
          `insert into galaxies
             (id, seed, size, generator_version, generation_profile, config, status, created_at)
           values (1, ?, ?, ?, ?, ?, 'seeding', ?)`,
        )
        .run(
          galaxy.seed,
          galaxy.size,
          galaxy.generatorVersion,
          galaxy.generationProfile ?? null,
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
