import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../src/index.js';
import { insertUser } from '../src/accounts/index.js';
import { insertDiscovery } from '../src/discoveries/index.js';
import { getGalaxy } from '../src/galaxy/index.js';
import { backupDatabase } from '../src/maintenance/index.js';
import { searchSystems } from '../src/search/index.js';
import { GalaxyExistsError, seedSystems } from '../src/seed/index.js';
import { getSetting, setSetting } from '../src/settings/index.js';
import { countSystems, findSystemByHash } from '../src/systems/index.js';
import { fakeSystems } from './fake-systems.js';
import { indexNames } from './schema-queries.js';
import { createTestDatabase, testDialect } from '../src/testing/index.js';

const SIZE = 10_000;
const galaxy = { seed: 'test-seed', size: SIZE, generatorVersion: 1, config: '{"x":1}' };
const now = new Date('2026-01-01T00:00:00Z');
const rows = (start: number) => fakeSystems(start, SIZE);

const systemIndexes = (db: Db) => indexNames(db, 'systems');

describe('seedSystems', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => t.cleanup());

  it('seeds 10,000 systems in batches, reporting progress, and marks the galaxy ready', async () => {
    const progress: number[] = [];
    const indexesBefore = await systemIndexes(t.db);
    const result = await seedSystems(t.db, galaxy, rows, {
      now,
      batchSize: 2500,
      onProgress: (done, total) => {
        expect(total).toBe(SIZE);
        progress.push(done);
      },
    });
    expect(result).toEqual({ startedAt: 0, inserted: SIZE });
    expect(progress).toEqual([2500, 5000, 7500, 10000]);
    expect(await countSystems(t.db)).toBe(SIZE);
    const stored = await getGalaxy(t.db);
    expect(stored).toMatchObject({
      seed: 'test-seed',
      size: SIZE,
      status: 'ready',
      config: '{"x":1}',
    });
    expect(await systemIndexes(t.db)).toEqual(indexesBefore);
    const sample = [...fakeSystems(1234, 1235)][0]!;
    expect(await findSystemByHash(t.db, sample.hash)).toMatchObject({
      ...sample,
      discovered_by_id: null,
    });
    const found = await searchSystems(t.db, { search: sample.name });
    expect(found.rows.map((r) => r.id)).toContain(1234);
  });

  it('takes rows in batches of any length, as they arrive, and stops at the galaxy size', async () => {
    // Batches of 1, 7, 2,999, … and a last one that runs past the galaxy's end.
    async function* arriving(start: number) {
      const all = [...fakeSystems(start, SIZE + 50)];
      for (let at = 0, n = 1; at < all.length; at += n, n = n * 7 + 2) {
        await new Promise((resolve) => setImmediate(resolve));
        yield all.slice(at, at + n);
      }
    }
    const progress: number[] = [];
    const result = await seedSystems(t.db, galaxy, arriving, {
      now,
      batchSize: 2500,
      onProgress: (done) => progress.push(done),
    });
    expect(result).toEqual({ startedAt: 0, inserted: SIZE });
    expect(progress).toEqual([2500, 5000, 7500, 10000]);
    const stored = await t.db.selectFrom('systems').selectAll().orderBy('id').execute();
    expect(stored).toEqual([...fakeSystems(0, SIZE)]);
  });

  it('refuses batched rows out of order', async () => {
    async function* skipping(start: number) {
      yield [...fakeSystems(start, start + 3)];
      yield [...fakeSystems(start + 4, start + 6)];
    }
    await expect(seedSystems(t.db, galaxy, skipping, { now })).rejects.toThrow(
      'Seed rows out of order: expected id 3, got 4',
    );
  });

  it('refuses to reseed a ready galaxy without force, changing nothing', async () => {
    await seedSystems(t.db, galaxy, rows, { now });
    await expect(
      seedSystems(t.db, { ...galaxy, seed: 'other' }, rows, { now }),
    ).rejects.toBeInstanceOf(GalaxyExistsError);
    expect((await getGalaxy(t.db))?.seed).toBe('test-seed');
    expect(await countSystems(t.db)).toBe(SIZE);
  });

  it('with force replaces the galaxy, its systems and their discoveries', async () => {
    await seedSystems(t.db, galaxy, rows, { now });
    const user = await insertUser(t.db, {
      username: 'a',
      email: 'a@x.io',
      password_hash: 'h',
      next_collection_at: null,
      created_at: now.toISOString(),
    });
    await insertDiscovery(t.db, {
      system_id: 5,
      user_id: user.id,
      discovered_at: now.toISOString(),
    });
    const small = { ...galaxy, seed: 'new', size: 300 };
    await seedSystems(t.db, small, (s) => fakeSystems(s, 300), { now, force: true });
    expect(await getGalaxy(t.db)).toMatchObject({ seed: 'new', size: 300, status: 'ready' });
    expect(await countSystems(t.db)).toBe(300);
    const discovered = await searchSystems(t.db, { status: 'discovered' });
    expect(discovered.totalCount).toBe(0);
    expect((await searchSystems(t.db, { search: 'Zu' })).rows.every((r) => r.id < 300)).toBe(true);
  });

  it('after a crash mid-seed the galaxy is not ready, and a rerun resumes and completes it', async () => {
    function* crashing(start: number) {
      for (const row of fakeSystems(start, SIZE)) {
        if (row.id === 6100) throw new Error('power cut');
        yield row;
      }
    }
    await expect(seedSystems(t.db, galaxy, crashing, { now, batchSize: 2000 })).rejects.toThrow(
      'power cut',
    );
    expect((await getGalaxy(t.db))?.status).toBe('seeding');
    expect(await countSystems(t.db)).toBe(6000);

    const starts: number[] = [];
    const result = await seedSystems(
      t.db,
      galaxy,
      (start) => {
        starts.push(start);
        return rows(start);
      },
      { now },
    );
    expect(starts).toEqual([6000]);
    expect(result).toEqual({ startedAt: 6000, inserted: 4000 });
    expect((await getGalaxy(t.db))?.status).toBe('ready');
    expect(await countSystems(t.db)).toBe(SIZE);
    // The search index covers the rows from before and after the crash.
    const early = [...fakeSystems(10, 11)][0]!;
    const late = [...fakeSystems(9000, 9001)][0]!;
    expect((await searchSystems(t.db, { search: early.hash })).rows.map((r) => r.id)).toContain(10);
    expect((await searchSystems(t.db, { search: late.hash })).rows.map((r) => r.id)).toContain(
      9000,
    );
  });

  it('refuses to resume a different galaxy than the one being seeded', async () => {
    await expect(seedSystems(t.db, galaxy, () => fakeSystems(0, 10), { now })).rejects.toThrow(
      'Seed rows ended at 10',
    );
    await expect(
      seedSystems(t.db, { ...galaxy, seed: 'other' }, rows, { now }),
    ).rejects.toBeInstanceOf(GalaxyExistsError);
    expect((await getGalaxy(t.db))?.seed).toBe('test-seed');
  });

  it.runIf(testDialect === 'sqlite')(
    'backs up a live database to a file that opens with the same data',
    async () => {
      await seedSystems(t.db, galaxy, rows, { now });
      await setSetting(t.db, 'jwt_secret', 's3cret');
      const target = `${t.target}.backup`;
      await backupDatabase(t.db, target);
      expect(existsSync(target)).toBe(true);
      const copy = openDatabase(target);
      expect(await countSystems(copy)).toBe(SIZE);
      expect(await getSetting(copy, 'jwt_secret')).toBe('s3cret');
      expect(await getSetting(copy, 'missing')).toBeUndefined();
      await closeDatabase(copy);
    },
  );
});
