import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import type { NewSystem } from '../schema/systems/systems.table.js';
import {
  DEFERRED_INDEXES_KEY,
  seedPlan,
  type GalaxyToSeed,
  type SeedOptions,
  type SeedStore,
} from './seed-store.js';

/** The advisory lock a seed holds on PostgreSQL: servers starting together seed one at a time. */
const SEED_LOCK = sql`pg_advisory_lock(7500210, 1)`;
const SEED_UNLOCK = sql`pg_advisory_unlock(7500210, 1)`;

/**
 * Runs `work` holding the seed lock, on one connection (`conn`): a second seeder waits here until
 * the first is done, then finds a ready galaxy. The lock goes with the connection if the process
 * dies, so a crashed seed never blocks the next one.
 */
export async function withPostgresSeedLock<T>(db: Db, work: (conn: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select ${SEED_LOCK}`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select ${SEED_UNLOCK}`.execute(conn);
    }
  });
}

const COLUMNS = [
  ['id', 'integer'],
  ['hash', 'text'],
  ['name', 'text'],
  ['sector', 'text'],
  ['x', 'double precision'],
  ['y', 'double precision'],
  ['z', 'double precision'],
  ['star_count', 'integer'],
  ['planet_count', 'integer'],
  ['moon_count', 'integer'],
  ['habitable', 'integer'],
  ['first_star_class', 'text'],
  ['first_star_type', 'text'],
  ['size_class', 'integer'],
  ['card_type', 'text'],
  ['rarity', 'text'],
  ['rarity_score', 'double precision'],
  ['card_shape', 'text'],
] as const satisfies readonly (readonly [keyof NewSystem, string])[];

/**
 * Seeding on PostgreSQL: each batch is one statement whose 18 parameters are column arrays,
 * unnested into rows (one round trip and one parse per batch, whatever its size).
 */
export function postgresSeedStore(conn: Db): SeedStore {
  const columnList = sql.join(COLUMNS.map(([name]) => sql.ref(name)));
  return {
    async begin(galaxy: GalaxyToSeed, options: SeedOptions) {
      await conn.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('galaxies')
          .select(['seed', 'size', 'generator_version', 'generation_profile', 'status'])
          .executeTakeFirst();
        if (seedPlan(existing, galaxy, options) === 'resume') return;
        if (existing) {
          await deferIndexes(trx);
          // Every table that names a system goes with the systems (SQLite's ON DELETE CASCADE), and
          // the leaderboards' figures count discoveries: they go too, as do the trades of its systems.
          await sql`truncate showcase_cards, system_names, card_finishes, collect_offers, player_stats, leaderboard_buckets,
            trade_items, trades, system_holders, discovery_changes, discoveries, systems`.execute(
            trx,
          );
          await trx.deleteFrom('galaxy_growths').execute();
          await trx.deleteFrom('galaxies').execute();
        }
        await trx
          .insertInto('galaxies')
          .values({
            id: 1,
            seed: galaxy.seed,
            size: galaxy.size,
            generator_version: galaxy.generatorVersion,
            generation_profile: galaxy.generationProfile ?? null,
            config: galaxy.config,
            status: 'seeding',
            created_at: options.now.toISOString(),
          })
          .execute();
      });
      await conn.transaction().execute(deferIndexes);
      const row = await conn
        .selectFrom('systems')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst();
      return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1;
    },
    async insert(rows: NewSystem[]) {
      const arrays = COLUMNS.map(
        ([name, type]) => sql`${rows.map((row) => row[name] ?? null)}::${sql.raw(type)}[]`,
      );
      await sql`insert into systems (${columnList})
        select * from unnest(${sql.join(arrays)})`.execute(conn);
    },
    async finish() {
      await conn.transaction().execute(async (trx) => {
        for (const index of await savedIndexes(trx)) await sql.raw(index.sql).execute(trx);
        await trx.deleteFrom('settings').where('key', '=', DEFERRED_INDEXES_KEY).execute();
        await trx.updateTable('galaxies').set({ status: 'ready' }).execute();
      });
      // Fresh statistics for the planner, and a visibility map so counts read indexes only.
      await sql`vacuum (analyze) systems`.execute(conn);
    },
  };
}

async function savedIndexes(db: Db): Promise<{ name: string; sql: string }[]> {
  const saved = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', DEFERRED_INDEXES_KEY)
    .executeTakeFirst();
  return saved ? (JSON.parse(saved.value) as { name: string; sql: string }[]) : [];
}

/** Drops the systems table's secondary indexes, keeping their SQL to rebuild them at the end. */
async function deferIndexes(db: Db): Promise<void> {
  const saved = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', DEFERRED_INDEXES_KEY)
    .executeTakeFirst();
  if (saved) return;
  // Every index of systems but the ones that back a constraint (the primary key).
  const indexes = await sql<{ name: string; sql: string }>`
    select indexname as name, indexdef as sql from pg_indexes
    where schemaname = current_schema() and tablename = 'systems'
      and indexname not in (
        select conname from pg_constraint where conrelid = 'systems'::regclass)
    order by indexname`.execute(db);
  await db
    .insertInto('settings')
    .values({ key: DEFERRED_INDEXES_KEY, value: JSON.stringify(indexes.rows) })
    .execute();
  for (const index of indexes.rows) await sql`drop index ${sql.ref(index.name)}`.execute(db);
}
