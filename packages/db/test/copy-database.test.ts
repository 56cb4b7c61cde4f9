import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, migrateToLatest, openDatabase, type Db } from '../src/index.js';
import { insertSession, insertUser } from '../src/accounts/index.js';
import { copyDatabase, CopyRefusedError, TargetNotEmptyError } from '../src/copy/index.js';
import { listBalancesOffLedger, recordTransaction } from '../src/economy/index.js';
import { getGalaxy } from '../src/galaxy/index.js';
import { searchSystems } from '../src/search/index.js';
import { setSetting } from '../src/settings/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';
import { seedDiscoveredGalaxy } from './discovered-galaxy.js';
import { fakeSystems } from './fake-systems.js';
import { tableNames } from './schema-queries.js';

const NOW = new Date('2026-11-25T12:00:00Z');

/** Every row of `table`, in a fixed order, as plain values. */
async function rowsOf(db: Db, table: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows = await (db as unknown as Kysely<any>).selectFrom(table).selectAll().execute();
  return rows.map((row) => JSON.stringify(row, Object.keys(row as object).sort())).sort();
}

// The source is always a SQLite file (what `orrery migrate-to` reads); the target is a fresh
// database of the project's dialect: SQLite under db, PostgreSQL under db-pg.
describe('copyDatabase', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-copy-'));
  const source = openDatabase(join(dir, 'source.db'));
  let target: TestDatabase;

  beforeAll(async () => {
    await migrateToLatest(source);
    await seedDiscoveredGalaxy(source, [...fakeSystems(0, 300)], [3, 5, 8], NOW);
    const ada = await insertUser(source, {
      username: 'ada',
      email: 'ada@example.org',
      password_hash: 'x',
      next_collection_at: null,
      created_at: NOW.toISOString(),
    });
    const gone = await insertUser(source, {
      username: 'gone',
      email: 'gone@example.org',
      password_hash: 'x',
      next_collection_at: null,
      created_at: NOW.toISOString(),
    });
    // A deleted account: its id must not be handed out again after the move.
    await source.deleteFrom('users').where('id', '=', gone.id).execute();
    await source.transaction().execute(async (trx) => {
      await recordTransaction(trx, {
        user_id: ada.id,
        reason: 'grant',
        description: 'Welcome',
        amount: 250,
        created_at: NOW.toISOString(),
      });
      await recordTransaction(trx, {
        user_id: ada.id,
        reason: 'telescope',
        description: 'Upgrade',
        amount: -100,
        created_at: NOW.toISOString(),
      });
    });
    await insertSession(source, {
      id: 'session-1',
      user_id: ada.id,
      created_at: NOW.toISOString(),
      expires_at: NOW.toISOString(),
    });
    await setSetting(source, 'jwt_secret', 'kept');
    target = await createTestDatabase();
  });

  afterAll(async () => {
    await target.cleanup();
    await closeDatabase(source);
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every row of every table, ids and trigger-kept counters as they were', async () => {
    const copied = await copyDatabase(source, target.db, { batchSize: 64 });
    const tables = copied.map((entry) => entry.table).sort();
    const expected = (await tableNames(target.db)).filter(
      (name) => !name.startsWith('kysely_') && name !== 'systems_fts',
    );
    expect(tables).toEqual(expected);
    for (const table of tables) {
      expect(await rowsOf(target.db, table), table).toEqual(await rowsOf(source, table));
    }
    expect(copied.find((entry) => entry.table === 'systems')?.rows).toBe(300);
    // The discovery revision and its change log arrived as they were, not advanced again.
    expect((await getGalaxy(target.db))?.discovery_revision).toBe(
      (await getGalaxy(source))?.discovery_revision,
    );
    expect(await listBalancesOffLedger(target.db)).toEqual([]);
  });

  it('continues every id sequence after the source, deleted ids included', async () => {
    const next = await insertUser(target.db, {
      username: 'new',
      email: 'new@example.org',
      password_hash: 'x',
      next_collection_at: null,
      created_at: NOW.toISOString(),
    });
    const { rows } = await sql<{ seq: number }>`select seq from sqlite_sequence
      where name = 'users'`.execute(source);
    expect(next.id).toBe(Number(rows[0]!.seq) + 1);
  });

  it('leaves the target searchable (SQLite rebuilds its index)', async () => {
    const name = (
      await source
        .selectFrom('systems')
        .select('name')
        .where('id', '=', 42)
        .executeTakeFirstOrThrow()
    ).name;
    const found = await searchSystems(target.db, { search: name, limit: 5 });
    expect(found.rows.map((row) => row.name)).toContain(name);
  });

  it('refuses a target with players unless forced, and then replaces everything', async () => {
    await expect(copyDatabase(source, target.db)).rejects.toBeInstanceOf(TargetNotEmptyError);
    await copyDatabase(source, target.db, { force: true });
    expect(await rowsOf(target.db, 'users')).toEqual(await rowsOf(source, 'users'));
  });

  it('refuses schemas that differ, naming the columns', async () => {
    const other = await createTestDatabase();
    try {
      await sql`alter table settings add column extra text`.execute(other.db);
      await expect(copyDatabase(source, other.db)).rejects.toThrow(
        new CopyRefusedError(
          "The two databases' schemas differ (only the target has settings.extra); bring both to the same version first.",
        ),
      );
    } finally {
      await other.cleanup();
    }
  });
});
