import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db } from '../src/index.js';
import { insertDiscovery } from '../src/discoveries/index.js';
import {
  clearGalaxy,
  getGalaxy,
  listDiscoveryChanges,
  listDiscoveryPage,
} from '../src/galaxy/index.js';
import { seedSystems } from '../src/seed/index.js';
import { seedDiscoveredGalaxy } from './discovered-galaxy.js';
import { fakeSystems } from './fake-systems.js';
import { tempDatabase } from './temp-db.js';
import { insertTestUser } from './test-user.js';

const now = new Date('2026-03-01T12:00:00Z');
let t: Awaited<ReturnType<typeof tempDatabase>>;
let db: Db;

beforeEach(async () => {
  t = await tempDatabase();
  db = t.db;
  await seedDiscoveredGalaxy(db, [...fakeSystems(0, 50)], [3, 7], now);
});
afterEach(() => t.cleanup());

const revision = async () => (await getGalaxy(db))!.discovery_revision;

describe('the log of discovery changes', () => {
  it('logs every discovery and release under the revision it made', async () => {
    const [finder] = await db.selectFrom('users').select('id').execute();
    expect(await revision()).toBe(2);
    expect(await listDiscoveryChanges(db, 0, 2)).toEqual([
      { revision: 1, system_id: 3, user_id: finder!.id },
      { revision: 2, system_id: 7, user_id: finder!.id },
    ]);
    const other = await insertTestUser(db, 'other', now);
    await insertDiscovery(db, {
      system_id: 9,
      user_id: other.id,
      discovered_at: now.toISOString(),
    });
    await db.deleteFrom('discoveries').where('system_id', '=', 3).execute();
    expect(await revision()).toBe(4);
    expect(await listDiscoveryChanges(db, 2, 4)).toEqual([
      { revision: 3, system_id: 9, user_id: other.id },
      { revision: 4, system_id: 3, user_id: null },
    ]);
    // Only the asked-for range.
    expect(await listDiscoveryChanges(db, 3, 3)).toEqual([]);
    expect((await listDiscoveryChanges(db, 1, 3)).map((c) => c.revision)).toEqual([2, 3]);
  });

  it('logs releases by a cascade (an account deleted) too', async () => {
    await db.deleteFrom('users').execute();
    expect(await listDiscoveryPage(db, -1, 10)).toEqual([]);
    const changes = await listDiscoveryChanges(db, 2, await revision());
    expect(changes.map((c) => [c.system_id, c.user_id]).sort()).toEqual([
      [3, null],
      [7, null],
    ]);
  });

  it('starts again with a new galaxy: its revisions name its own changes', async () => {
    const [finder] = await db.selectFrom('users').select('id').execute();
    const reseed = async () => {
      await seedSystems(
        db,
        { seed: 'another', size: 50, generatorVersion: 1, config: '{}' },
        (start) => [...fakeSystems(start, 50)],
        { now, force: true },
      );
      await insertDiscovery(db, {
        system_id: 11,
        user_id: finder!.id,
        discovered_at: now.toISOString(),
      });
    };
    // A forced reseed leaves the old galaxy's log behind: the new galaxy overwrites it as it goes.
    await reseed();
    expect(await revision()).toBe(1);
    expect(await listDiscoveryChanges(db, 0, 1)).toEqual([
      { revision: 1, system_id: 11, user_id: finder!.id },
    ]);
    expect((await getGalaxy(db))!.discovery_log_start).toBe(0);
    // A reset clears the log with the galaxy.
    await db.transaction().execute((trx) => clearGalaxy(trx));
    expect(await db.selectFrom('discovery_changes').selectAll().execute()).toEqual([]);
  });

  it('reads discoveries a page at a time, in system order', async () => {
    const [first] = await listDiscoveryPage(db, -1, 1);
    expect(first!.system_id).toBe(3);
    const rest = await listDiscoveryPage(db, 3, 10);
    expect(rest.map((d) => d.system_id)).toEqual([7]);
  });
});
