import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialectOf, type Db } from '../src/index.js';
import { insertDiscovery } from '../src/discoveries/index.js';
import { ledgerSum, recordTransaction } from '../src/economy/index.js';
import { clearGalaxy, getGalaxy } from '../src/galaxy/index.js';
import { saveUserAchievement, syncAchievements } from '../src/profiles/index.js';
import { searchSystems } from '../src/search/index.js';
import { seedSystems } from '../src/seed/index.js';
import { getSetting, setSetting } from '../src/settings/index.js';
import { countSystems } from '../src/systems/index.js';
import { fakeSystems } from './fake-systems.js';
import { createTestDatabase } from '../src/testing/index.js';
import { insertTestUser } from './test-user.js';

const SIZE = 500;
const galaxy = { seed: 'clear-me', size: SIZE, generatorVersion: 1, config: '{}' };
const now = new Date('2026-01-01T00:00:00Z');

/** Ids the trigram index itself answers for `text` (on SQLite without a join to hide stale ones). */
const indexed = async (db: Db, text: string) =>
  (dialectOf(db) === 'postgres'
    ? await sql<{ rowid: number }>`select id as rowid from systems
        where name ilike ${`%${text}%`} or hash ilike ${`%${text}%`}`.execute(db)
    : await sql<{
        rowid: number;
      }>`select rowid from systems_fts where systems_fts match ${`"${text}"`}`.execute(db)
  ).rows.map((r) => r.rowid);

describe('clearGalaxy', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => t.cleanup());

  it('removes the galaxy, its systems, every discovery and the search index; players stay', async () => {
    await seedSystems(t.db, galaxy, (start) => fakeSystems(start, SIZE), { now });
    const user = await insertTestUser(t.db, 'ada', now);
    for (const systemId of [3, 7]) {
      await insertDiscovery(t.db, {
        system_id: systemId,
        user_id: user.id,
        discovered_at: now.toISOString(),
      });
    }
    await recordTransaction(t.db, {
      user_id: user.id,
      reason: 'collection',
      description: 'x',
      amount: 150,
      created_at: now.toISOString(),
    });
    await syncAchievements(t.db, [
      {
        id: 'first',
        name: 'First',
        description: 'd',
        category: 'milestone',
        level: 1,
        target_value: 1,
        reward_credits: 50,
      },
    ]);
    await saveUserAchievement(t.db, {
      user_id: user.id,
      achievement_id: 'first',
      progress: 1,
      completed_at: now.toISOString(),
    });
    await setSetting(t.db, 'jwt_secret', 'kept');
    const name = (await searchSystems(t.db, { limit: 1 })).rows[0]!.name;
    expect(await indexed(t.db, name)).toEqual([0]);

    const cleared = await t.db.transaction().execute((trx) => clearGalaxy(trx));

    expect(cleared).toEqual({ systems: SIZE, discoveries: 2 });
    expect(await getGalaxy(t.db)).toBeUndefined();
    expect(await countSystems(t.db)).toBe(0);
    expect(await t.db.selectFrom('discoveries').selectAll().execute()).toEqual([]);
    expect(await indexed(t.db, name)).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([{ id: user.id }]);
    expect(await ledgerSum(t.db, user.id)).toBe(150);
    expect(await t.db.selectFrom('user_achievements').selectAll().execute()).toHaveLength(1);
    expect(await getSetting(t.db, 'jwt_secret')).toBe('kept');

    // A new galaxy goes in without force, and its search knows only its own systems.
    const next = { ...galaxy, seed: 'next', size: 200 };
    await seedSystems(
      t.db,
      next,
      function* renamed(start) {
        for (const row of fakeSystems(start, 200)) {
          yield { ...row, name: `Next ${row.id}`, hash: `next${row.id}` };
        }
      },
      { now },
    );
    expect(await getGalaxy(t.db)).toMatchObject({ seed: 'next', status: 'ready' });
    expect(await indexed(t.db, name)).toEqual([]);
  });

  it('on an empty database removes nothing', async () => {
    expect(await clearGalaxy(t.db)).toEqual({ systems: 0, discoveries: 0 });
  });
});
