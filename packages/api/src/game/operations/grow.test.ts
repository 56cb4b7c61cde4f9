import { type Db } from '@orrery/db';
import { beginGrowth, getGalaxy, listGrowths, runningGrowth } from '@orrery/db/galaxy';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem, findCollectableSystem } from '../collect/index.js';
import { getOdds } from '../offer/index.js';
import { searchGuide } from '../systems/index.js';
import { growGalaxy, GrowthRefusedError, runGrowth, seedGalaxy, startGrowth } from './index.js';
import { currentMapData, keepReachIndex } from '../../index.js';
import { emptyGameDb, newPlayer, OFFER_KEY, T0, type GameDb } from '../../../test/game/game-db.js';

const SEED = 'grows';
const opened: GameDb[] = [];

async function v3Galaxy(size: number, seed = SEED): Promise<GameDb> {
  const g = await emptyGameDb();
  opened.push(g);
  await seedGalaxy(g.db, { seed, size, generatorVersion: 3 }, T0);
  return g;
}

const systemsOf = (db: Db) => db.selectFrom('systems').selectAll().orderBy('id').execute();

afterEach(async () => {
  for (const g of opened.splice(0)) await g.cleanup();
});

/** Stops a growth after `batches` batches, as a kill between two transactions would. */
class Killed extends Error {}
const killAfter = (batches: number) => {
  let seen = 0;
  return () => {
    if (++seen >= batches) throw new Killed();
  };
};

describe('growing a galaxy in place', () => {
  it('adds exactly the systems a fresh seed of the grown size has', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 25 }),
        async (seed, size, extra, batchSize) => {
          const grown = await v3Galaxy(size, seed);
          const fresh = await v3Galaxy(size + extra, seed);
          await growGalaxy(grown.db, size + extra, T0, { batchSize });
          expect(await systemsOf(grown.db)).toEqual(await systemsOf(fresh.db));
          expect((await getGalaxy(grown.db))?.size).toBe(size + extra);
          for (const g of opened.splice(0)) await g.cleanup();
        },
      ),
      { numRuns: 3 },
    );
    // Each run seeds two databases: on PostgreSQL that takes a while.
  }, 240_000);

  it('finds grown systems by name, and records the growth as done', async () => {
    const g = await v3Galaxy(30);
    const { growth } = await growGalaxy(g.db, 50, T0, { batchSize: 7 });
    const last = (await systemsOf(g.db)).at(-1);
    const found = await searchGuide(g.db, { search: last?.name ?? '', limit: 5 });
    expect(found.systems.map((card) => card.hash)).toContain(last?.hash);
    expect(await listGrowths(g.db)).toEqual([
      { ...growth, from_size: 30, to_size: 50, next_index: 50, state: 'done' },
    ]);
    expect(await runningGrowth(g.db)).toBeUndefined();
  });

  it('shows grown systems on the map, in search counts and in the reach index', async () => {
    const g = await v3Galaxy(60);
    await keepReachIndex(g.db);
    expect((await currentMapData(g.db)).count).toBe(60);
    await growGalaxy(g.db, 150, T0, { batchSize: 40 });
    expect((await currentMapData(g.db)).count).toBe(150);
    await keepReachIndex(g.db);
    const rows = await systemsOf(g.db);
    const filter = { minPlanets: 2, status: 'undiscovered' as const, limit: 1 };
    const brute = rows.filter((row) => row.planet_count >= 2).length;
    expect((await searchGuide(g.db, filter)).pagination.totalCount).toBe(brute);
    expect((await searchGuide(g.db, { limit: 1 })).pagination.totalCount).toBe(150);
  });

  it('counts odds exactly on a grown galaxy, by brute force', async () => {
    const g = await v3Galaxy(80);
    const player = await register(g.db, newPlayer(), T0);
    const hash = await findCollectableSystem(g.db, player.id, T0, OFFER_KEY);
    await collectSystem(g.db, player.id, hash, T0, OFFER_KEY);
    await growGalaxy(g.db, 300, T0, { batchSize: 50 });
    await keepReachIndex(g.db);
    const rows = await systemsOf(g.db);
    const held = rows.find((row) => row.hash === hash);
    const open = rows.filter((row) => row.hash !== hash);
    const byTier = (list: typeof rows) =>
      list.reduce<Record<string, number>>(
        (n, r) => ({ ...n, [r.rarity]: (n[r.rarity] ?? 0) + 1 }),
        {},
      );
    const counts = (odds: Awaited<ReturnType<typeof getOdds>>) =>
      Object.fromEntries(
        odds.tiers.filter((t) => t.candidates > 0).map((t) => [t.rarity, t.candidates]),
      );
    expect(counts(await getOdds(g.db, null))).toEqual(byTier(open));
    // Level 1 reaches 10,000 ly from a held system.
    const near = open.filter(
      (r) => held && Math.hypot(r.x - held.x, r.y - held.y, r.z - held.z) <= 10_000,
    );
    const odds = await getOdds(g.db, player.id);
    expect(odds.candidates).toBe(near.length === 0 ? 1 : near.length);
    if (near.length > 0) expect(counts(odds)).toEqual(byTier(near));
  });

  it('resumes a killed growth to the same result', async () => {
    const g = await v3Galaxy(20);
    await expect(
      growGalaxy(g.db, 80, T0, { batchSize: 9, onProgress: killAfter(3) }),
    ).rejects.toBeInstanceOf(Killed);
    expect((await getGalaxy(g.db))?.size).toBe(47);
    expect((await runningGrowth(g.db))?.next_index).toBe(47);
    const result = await growGalaxy(g.db, 80, T0, { batchSize: 9 });
    expect(result.resumedAt).toBe(47);
    const fresh = await v3Galaxy(80);
    expect(await systemsOf(g.db)).toEqual(await systemsOf(fresh.db));
  });

  it('lets players collect while it grows', async () => {
    const g = await v3Galaxy(40);
    const player = await register(g.db, newPlayer(), T0);
    const collect = async () => {
      const hash = await findCollectableSystem(g.db, player.id, T0, OFFER_KEY);
      await collectSystem(g.db, player.id, hash, T0, OFFER_KEY);
    };
    await Promise.all([growGalaxy(g.db, 140, T0, { batchSize: 5 }), collect()]);
    expect(await g.db.selectFrom('discoveries').select('user_id').execute()).toEqual([
      { user_id: player.id },
    ]);
    expect((await getGalaxy(g.db))?.size).toBe(140);
  });

  it('takes a collect made between two batches', async () => {
    const g = await v3Galaxy(40);
    const player = await register(g.db, newPlayer(), T0);
    const growth = await startGrowth(g.db, 100, T0);
    await expect(
      runGrowth(g.db, growth, T0, { batchSize: 20, onProgress: killAfter(1) }),
    ).rejects.toBeInstanceOf(Killed);
    const hash = await findCollectableSystem(g.db, player.id, T0, OFFER_KEY);
    await collectSystem(g.db, player.id, hash, T0, OFFER_KEY);
    await growGalaxy(g.db, 100, T0, { batchSize: 20 });
    expect(await g.db.selectFrom('discoveries').select('user_id').execute()).toEqual([
      { user_id: player.id },
    ]);
    expect((await getGalaxy(g.db))?.size).toBe(100);
  });

  it('refuses, changing nothing: smaller, past capacity, another growth, a version that cannot grow', async () => {
    const g = await v3Galaxy(30);
    const refusal = (size: number) => startGrowth(g.db, size, T0);
    await expect(refusal(30)).rejects.toThrow(
      'The galaxy has 30 systems; grow it to more, not 30.',
    );
    await expect(refusal(2_000_000_000)).rejects.toThrow(/at most 1,090,519,040 systems/);
    await startGrowth(g.db, 60, T0);
    await expect(refusal(70)).rejects.toThrow(
      'A growth to 60 systems is already under way; resume it with `orrery grow --to 60`.',
    );
    await expect(beginGrowth(g.db, 70, T0)).rejects.toBeInstanceOf(GrowthRefusedError);
    expect((await getGalaxy(g.db))?.size).toBe(30);
    // A size read before another growth ended: refused when the growth would begin.
    const grown = await v3Galaxy(30);
    await expect(beginGrowth(grown.db, 30, T0)).rejects.toThrow(
      'The galaxy has grown to 30 systems meanwhile.',
    );
    expect(await listGrowths(grown.db)).toEqual([]);

    const old = await emptyGameDb();
    opened.push(old);
    await seedGalaxy(old.db, { seed: SEED, size: 30, generatorVersion: 2 }, T0);
    await expect(startGrowth(old.db, 60, T0)).rejects.toThrow(
      "The galaxy's generator v2 cannot grow in place (its systems would change); only v3 galaxies grow.",
    );
    expect(await listGrowths(old.db)).toEqual([]);
  });

  it('lets one of two growths started together run', async () => {
    const g = await v3Galaxy(10);
    const results = await Promise.allSettled([
      beginGrowth(g.db, 20, T0),
      beginGrowth(g.db, 30, T0),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
  });
});
