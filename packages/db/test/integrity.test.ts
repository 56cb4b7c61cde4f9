import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, migrateToLatest, openDatabase } from '../src/index.js';
import { insertUser } from '../src/accounts/index.js';
import { insertDiscovery } from '../src/discoveries/index.js';
import { recordTransaction } from '../src/economy/index.js';
import { seedSyntheticGalaxy } from '../src/galaxy/index.js';
import { checkForeignKeys, checkInvariants, checkStructure } from '../src/maintenance/index.js';
import { createTestDatabase, damageMiddlePages, testDialect } from '../src/testing/index.js';

const NOW = new Date('2026-12-01T00:00:00Z');
const dir = mkdtempSync(join(tmpdir(), 'orrery-integrity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withPlayer(db: Parameters<typeof insertUser>[0]) {
  const user = await insertUser(db, {
    username: 'Checker',
    email: 'checker@example.com',
    password_hash: 'x',
    created_at: NOW.toISOString(),
  });
  await db.transaction().execute((trx) =>
    recordTransaction(trx, {
      user_id: user.id,
      amount: 250,
      reason: 'collect',
      description: 'a reward',
      created_at: NOW.toISOString(),
    }),
  );
  return user;
}

describe('the game invariants', () => {
  it('hold on a sound database, and a balance moved outside the ledger is found', async () => {
    const t = await createTestDatabase();
    try {
      const user = await withPlayer(t.db);
      expect(await checkInvariants(t.db)).toEqual([]);
      await t.db.updateTable('users').set({ currency: 999 }).where('id', '=', user.id).execute();
      expect(await checkInvariants(t.db)).toEqual([
        {
          check: 'balance equals the ledger',
          detail: `user ${user.id}: balance 999, ledger sums to 250`,
        },
      ]);
      expect(await checkStructure(t.db)).toEqual([]);
      expect(await checkForeignKeys(t.db)).toEqual([]);
    } finally {
      await t.cleanup();
    }
  });

  it('find a system whose holder is not the one its history names', async () => {
    const t = await createTestDatabase();
    try {
      await seedSyntheticGalaxy(t.db, 10, NOW);
      const user = await withPlayer(t.db);
      const system = await t.db.selectFrom('systems').select('id').executeTakeFirstOrThrow();
      await insertDiscovery(t.db, {
        system_id: system.id,
        user_id: user.id,
        discovered_at: NOW.toISOString(),
      });
      expect(await checkInvariants(t.db)).toEqual([]);
      const other = await insertUser(t.db, {
        username: 'Other',
        email: 'other@example.com',
        password_hash: 'x',
        created_at: NOW.toISOString(),
      });
      // Moved outside a trade: no history row names the new holder.
      await t.db.updateTable('discoveries').set({ holder_id: other.id }).execute();
      expect(await checkInvariants(t.db)).toEqual([
        {
          check: 'one holder per system, the last one its history names',
          detail: `system ${system.id}: held by ${other.id}, its history says ${user.id}`,
        },
      ]);
    } finally {
      await t.cleanup();
    }
  });

  it('can be extended: another invariant is one more entry', async () => {
    const t = await createTestDatabase();
    try {
      const found = await checkInvariants(t.db, [
        { name: 'always broken', find: async () => ['one', 'two'] },
      ]);
      expect(found.map((f) => `${f.check}: ${f.detail}`)).toEqual([
        'always broken: one',
        'always broken: two',
      ]);
    } finally {
      await t.cleanup();
    }
  });
});

describe.runIf(testDialect === 'sqlite')('a SQLite file with damaged middle pages', () => {
  it('passes quick_check when sound, and fails it and integrity_check once damaged', async () => {
    const sound = join(dir, 'sound.db');
    const db = openDatabase(sound);
    await migrateToLatest(db);
    await seedSyntheticGalaxy(db, 5000, NOW);
    await withPlayer(db);
    await closeDatabase(db);
    expect(statSync(sound).size).toBeGreaterThan(100 * 4096);

    const damaged = join(dir, 'damaged.db');
    copyFileSync(sound, damaged);
    damageMiddlePages(damaged);

    const good = openDatabase(sound);
    const bad = openDatabase(damaged);
    try {
      expect(await checkStructure(good)).toEqual([]);
      expect(await checkStructure(good, true)).toEqual([]);
      const quick = await checkStructure(bad);
      expect(quick.length).toBeGreaterThan(0);
      expect(quick.length).toBeLessThanOrEqual(10);
      expect(quick[0]!.check).toBe('quick_check');
      expect((await checkStructure(bad, true))[0]!.check).toBe('integrity_check');
    } finally {
      await closeDatabase(good);
      await closeDatabase(bad);
    }
  });
});
