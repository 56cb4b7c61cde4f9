import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db } from '../src/index.js';
import { deleteUserAndData } from '../src/accounts/index.js';
import { insertDiscovery } from '../src/discoveries/index.js';
import { clearGalaxy, listSectors } from '../src/galaxy/index.js';
import {
  findRarestHeldSystemId,
  isProfilePrivate,
  listShowcaseSystemIds,
  replaceShowcase,
  setProfilePrivate,
} from '../src/profiles/index.js';
import { seedSystems } from '../src/seed/index.js';
import { fakeSystems } from './fake-systems.js';
import { createTestDatabase } from '../src/testing/index.js';
import { insertTestUser } from './test-user.js';

const now = new Date('2026-03-04T12:00:00Z');
const rows = [...fakeSystems(0, 400)];
const seed = (db: Db, size = rows.length) =>
  seedSystems(
    db,
    { seed: 'profiles', size, generatorVersion: 1, config: '{}' },
    (start) => rows.slice(start, size),
    { now },
  );

describe('profile settings and showcase', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    t = await createTestDatabase();
    await seed(t.db);
  });
  afterEach(async () => t.cleanup());

  it('is public until made private, and back', async () => {
    const user = await insertTestUser(t.db, 'shy', now);
    expect(await isProfilePrivate(t.db, user.id)).toBe(false);
    await setProfilePrivate(t.db, user.id, true);
    expect(await isProfilePrivate(t.db, user.id)).toBe(true);
    await setProfilePrivate(t.db, user.id, false);
    expect(await isProfilePrivate(t.db, user.id)).toBe(false);
  });

  it('keeps the showcase in the order given and replaces it whole', async () => {
    const user = await insertTestUser(t.db, 'shower', now);
    await replaceShowcase(t.db, user.id, [9, 2, 5]);
    expect(await listShowcaseSystemIds(t.db, user.id)).toEqual([9, 2, 5]);
    await replaceShowcase(t.db, user.id, [5]);
    expect(await listShowcaseSystemIds(t.db, user.id)).toEqual([5]);
    await replaceShowcase(t.db, user.id, []);
    expect(await listShowcaseSystemIds(t.db, user.id)).toEqual([]);
  });

  it('names the highest-scoring discovery as the rarest find', async () => {
    const user = await insertTestUser(t.db, 'finder', now);
    expect(await findRarestHeldSystemId(t.db, user.id)).toBeUndefined();
    const held = [4, 17, 33, 60];
    for (const id of held) {
      await insertDiscovery(t.db, {
        system_id: id,
        user_id: user.id,
        discovered_at: now.toISOString(),
      });
    }
    const best = held.reduce((a, b) => (rows[b]!.rarity_score > rows[a]!.rarity_score ? b : a));
    expect(await findRarestHeldSystemId(t.db, user.id)).toBe(best);
  });

  it('goes with the account; the showcase goes with the galaxy, the privacy stays', async () => {
    const user = await insertTestUser(t.db, 'leaver', now);
    const other = await insertTestUser(t.db, 'other', now);
    for (const u of [user, other]) {
      await setProfilePrivate(t.db, u.id, true);
      await replaceShowcase(t.db, u.id, [u.id * 10]);
    }
    await t.db.transaction().execute((trx) => deleteUserAndData(trx, user.id));
    expect(await listShowcaseSystemIds(t.db, user.id)).toEqual([]);
    expect(await isProfilePrivate(t.db, user.id)).toBe(false);
    await t.db.transaction().execute((trx) => clearGalaxy(trx));
    expect(await listShowcaseSystemIds(t.db, other.id)).toEqual([]);
    expect(await isProfilePrivate(t.db, other.id)).toBe(true);
  });
});

describe('listSectors', () => {
  it('lists every distinct sector in name order', async () => {
    const t = await createTestDatabase();
    try {
      expect(await listSectors(t.db)).toEqual([]);
      await seed(t.db);
      const expected = [...new Set(rows.map((r) => r.sector))].sort();
      expect(await listSectors(t.db)).toEqual(expected);
    } finally {
      await t.cleanup();
    }
  });
});
