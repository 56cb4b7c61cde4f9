import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, pendingMigrations } from '../src/index.js';
import { byCodeUnits } from '../src/migrations/migrate.js';
import { migrations } from '../src/migrations/index.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../src/testing/index.js';
import { columnNames, tableNames } from './schema-queries.js';

describe('migrateToLatest', () => {
  it("runs the migrations in the order Kysely's default (localeCompare) gives, by code units", () => {
    const names = Object.keys(migrations);
    const byLocale = [...names].sort((a, b) => a.localeCompare(b));
    expect([...names].sort(byCodeUnits)).toEqual(byLocale);
    // Not a lucky shuffle: the sort had work to do, and the first migration comes first.
    expect([...names].reverse().sort(byCodeUnits)).toEqual(byLocale);
    expect(byLocale[0]).toBe('20261121T0950-initial-schema');
  });

  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });
  const open = async () => {
    t = await createTestDatabase({ migrate: false });
    return t.db;
  };

  it('names the pending migrations: all on an empty database, the newest after a partial run', async () => {
    const db = await open();
    const names = Object.keys(migrations).sort(byCodeUnits);
    expect(await pendingMigrations(db)).toEqual(names);
    const older = Object.fromEntries(names.slice(0, -1).map((name) => [name, migrations[name]!]));
    await migrateToLatest(db, older);
    expect(await pendingMigrations(db)).toEqual(names.slice(-1));
    await migrateToLatest(db);
    expect(await pendingMigrations(db)).toEqual([]);
  });

  it('creates every table from an empty database, and a rerun is a no-op', async () => {
    const db = await open();
    const first = await migrateToLatest(db);
    expect(first.map((r) => r.status)).toEqual(Object.keys(migrations).map(() => 'Success'));
    const sqliteOnly = testDialect === 'sqlite' ? ['systems_fts'] : [];
    expect(await tableNames(db)).toEqual(
      [
        'achievements',
        'card_finishes',
        'collect_offers',
        'config_changes',
        'discoveries',
        'discovery_changes',
        'email_changes',
        'email_preferences',
        'galaxies',
        'galaxy_growths',
        'goal_claims',
        'identity_collisions',
        'kysely_migration',
        'kysely_migration_lock',
        'leaderboard_buckets',
        'live_events',
        'mail_outbox',
        'ledger_transactions',
        'password_resets',
        'player_stats',
        'profile_settings',
        'sessions',
        'settings',
        'showcase_cards',
        'society_blocks',
        'system_holders',
        'system_names',
        'systems',
        ...sqliteOnly,
        'trade_items',
        'trades',
        'user_achievements',
        'users',
      ].sort(),
    );
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('rolls a failed migration back, leaving the schema and history as they were', async () => {
    const db = await open();
    await migrateToLatest(db);
    const broken = {
      ...migrations,
      '20991231T0000-broken': {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        up: async (k: Kysely<any>) => {
          await k.schema.createTable('half_done').addColumn('id', 'integer').execute();
          await sql`alter table users add column nickname text`.execute(k);
          throw new Error('boom');
        },
      },
    };
    const before = await tableNames(db);
    await expect(migrateToLatest(db, broken)).rejects.toThrow('boom');
    expect(await tableNames(db)).toEqual(before);
    expect(await columnNames(db, 'users')).not.toContain('nickname');
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });

  it.runIf(testDialect === 'sqlite')(
    'opens SQLite with WAL, foreign keys, a busy timeout and synchronous NORMAL',
    async () => {
      const db = await open();
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBeGreaterThan(0);
      expect(await pragma('synchronous')).toBe(1);
    },
  );

  it('undoes every migration in reverse, down to an empty schema', async () => {
    const db = await open();
    await migrateToLatest(db);
    const { Migrator } = await import('kysely');
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    for (let i = 0; i < Object.keys(migrations).length; i++) {
      const { error } = await migrator.migrateDown();
      expect(error).toBeUndefined();
    }
    expect(await tableNames(db)).toEqual(['kysely_migration', 'kysely_migration_lock']);
  });
});
