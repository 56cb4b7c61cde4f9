import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, migrateToLatest, openDatabase, type Db } from '../src/index.js';
import { migrations } from '../src/migrations/index.js';

const tables = async (db: Db) =>
  (
    await sql<{ name: string }>`select name from sqlite_master where type = 'table'
      and name not like 'sqlite_%' and name not like 'systems_fts_%' order by name`.execute(db)
  ).rows.map((r) => r.name);

describe('migrateToLatest', () => {
  let dir = '';
  let db: Db | undefined;
  afterEach(async () => {
    if (db) await closeDatabase(db);
    rmSync(dir, { recursive: true, force: true });
  });
  const open = () => {
    dir = mkdtempSync(join(tmpdir(), 'orrery-migrate-'));
    db = openDatabase(join(dir, 'm.db'));
    return db;
  };

  it('creates every table from an empty file, and a rerun is a no-op', async () => {
    const db = open();
    const first = await migrateToLatest(db);
    expect(first.map((r) => r.status)).toEqual(Object.keys(migrations).map(() => 'Success'));
    expect(await tables(db)).toEqual([
      'achievements',
      'discoveries',
      'discovery_changes',
      'email_preferences',
      'galaxies',
      'kysely_migration',
      'kysely_migration_lock',
      'leaderboard_buckets',
      'ledger_transactions',
      'player_stats',
      'profile_settings',
      'sessions',
      'settings',
      'showcase_cards',
      'systems',
      'systems_fts',
      'user_achievements',
      'users',
    ]);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('rolls a failed migration back, leaving the schema and history as they were', async () => {
    const db = open();
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
    const before = await tables(db);
    await expect(migrateToLatest(db, broken)).rejects.toThrow('boom');
    expect(await tables(db)).toEqual(before);
    const columns = await sql<{ name: string }>`pragma table_info(users)`.execute(db);
    expect(columns.rows.map((c) => c.name)).not.toContain('nickname');
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });

  it('opens with WAL, foreign keys, a busy timeout and synchronous NORMAL', async () => {
    const db = open();
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBeGreaterThan(0);
    expect(await pragma('synchronous')).toBe(1);
  });
});
