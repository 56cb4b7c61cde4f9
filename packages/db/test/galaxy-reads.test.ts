import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listUserSummaries } from '../src/accounts/index.js';
import { insertDiscovery } from '../src/discoveries/index.js';
import { listTransactionsOfUsers, recordTransaction } from '../src/economy/index.js';
import {
  countSystemsBy,
  listSystemRarities,
  systemTotals,
  updateSystemRarities,
} from '../src/galaxy/index.js';
import { seedSystems } from '../src/seed/index.js';
import { type NewSystem } from '../src/systems/index.js';
import { fakeSystems } from './fake-systems.js';
import { createTestDatabase } from '../src/testing/index.js';
import { insertTestUser } from './test-user.js';

const SIZE = 400;
const galaxy = { seed: 'reads', size: SIZE, generatorVersion: 1, config: '{}' };
const now = new Date('2026-01-01T00:00:00Z');
const rows: NewSystem[] = [...fakeSystems(0, SIZE)];

const countBy = (key: 'rarity' | 'card_type') => {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row[key]] = (counts[row[key]] ?? 0) + 1;
  return counts;
};

describe('galaxy reads', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => t.cleanup());

  const seed = () => seedSystems(t.db, galaxy, (start) => rows.slice(start), { now });
  const user = (name: string) => insertTestUser(t.db, name, now);

  it('totals and per-value counts match the stored rows', async () => {
    expect(await systemTotals(t.db)).toEqual({ systems: 0, stars: 0, planets: 0, moons: 0 });
    expect(await countSystemsBy(t.db, 'rarity')).toEqual({});
    await seed();
    const sum = (pick: (row: NewSystem) => number) => rows.reduce((s, row) => s + pick(row), 0);
    expect(await systemTotals(t.db)).toEqual({
      systems: SIZE,
      stars: sum((r) => r.star_count),
      planets: sum((r) => r.planet_count),
      moons: sum((r) => r.moon_count),
    });
    for (const column of ['rarity', 'card_type'] as const) {
      const counts = await countSystemsBy(t.db, column);
      expect(counts).toEqual(countBy(column));
      expect(Object.keys(counts)).toEqual(Object.keys(countBy(column)).sort());
    }
  });

  it('reads every rarity in index order and writes only the changed ones', async () => {
    await seed();
    const before = await listSystemRarities(t.db);
    expect(before).toEqual(
      rows.map((r) => ({ id: r.id, rarity: r.rarity, rarity_score: r.rarity_score })),
    );
    const changes = [
      { id: 4, rarity: 'LEGENDARY' as const, rarity_score: 99.5 },
      { id: 250, rarity: 'COMMON' as const, rarity_score: 0.25 },
    ];
    await t.db.transaction().execute((trx) => updateSystemRarities(trx, changes));
    const after = await listSystemRarities(t.db);
    const expected = before.map((row) => changes.find((c) => c.id === row.id) ?? row);
    expect(after).toEqual(expected);
  });

  it('lists users with the systems they hold, without password hashes', async () => {
    await seed();
    const ada = await user('ada');
    const bob = await user('bob');
    for (const systemId of [1, 2, 3]) {
      await insertDiscovery(t.db, {
        system_id: systemId,
        user_id: bob.id,
        discovered_at: now.toISOString(),
      });
    }
    const summaries = await listUserSummaries(t.db);
    expect(summaries.map((s) => [s.username, s.systems])).toEqual([
      ['ada', 0],
      ['bob', 3],
    ]);
    expect(summaries[0]).not.toHaveProperty('password_hash');
    expect(summaries[1]).toMatchObject({ id: bob.id, email: 'bob@example.org', currency: 0 });
    expect(await listUserSummaries(t.db, ada.id)).toEqual([summaries[0]]);
    expect(await listUserSummaries(t.db, 9999)).toEqual([]);
  });

  it('reads the ledger rows of the given users only, user by user, oldest first', async () => {
    const [a, b, c] = [await user('a'), await user('b'), await user('c')];
    for (const [userId, amount] of [
      [b.id, 10],
      [a.id, 20],
      [c.id, 30],
      [b.id, 40],
    ] as const) {
      await recordTransaction(t.db, {
        user_id: userId,
        reason: 'grant',
        description: 'x',
        amount,
        created_at: now.toISOString(),
      });
    }
    const read = await listTransactionsOfUsers(t.db, [b.id, a.id]);
    expect(read.map((row) => [row.user_id, row.amount])).toEqual([
      [a.id, 20],
      [b.id, 10],
      [b.id, 40],
    ]);
    expect(await listTransactionsOfUsers(t.db, [])).toEqual([]);
  });
});
