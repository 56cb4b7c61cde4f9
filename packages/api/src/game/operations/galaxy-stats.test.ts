import { getGalaxy } from '@orrery/db/galaxy';
import { RARITIES } from '@orrery/domain';
import { GENERATOR_VERSION, summaries } from '@orrery/procgen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem, findCollectableSystem } from '../collect/index.js';
import { galaxyStats, listUsers } from './index.js';
import { newPlayer, seededGameDb, T0, type GameDb, OFFER_KEY } from '../../../test/game/game-db.js';

const SIZE = 1500;
const SEED = 'stats';
let g: GameDb;
let collector: { id: number; email: string };
let idle: { id: number; email: string };
beforeAll(async () => {
  g = await seededGameDb(SIZE, SEED);
  collector = await register(g.db, newPlayer(), T0);
  idle = await register(g.db, newPlayer(), T0);
  await collectSystem(
    g.db,
    collector.id,
    await findCollectableSystem(g.db, collector.id, T0, OFFER_KEY),
    T0,
    OFFER_KEY,
  );
});
afterAll(async () => g.cleanup());

describe('galaxyStats', () => {
  it('counts match the generator for a seeded galaxy', async () => {
    const galaxy = (await getGalaxy(g.db))!;
    const progress: number[] = [];
    const stats = await galaxyStats(g.db, galaxy, (done) => progress.push(done));

    const all = [...summaries({ seed: SEED, size: SIZE, generatorVersion: GENERATOR_VERSION })];
    const tally = <K extends string>(keys: K[]) => {
      const counts: Record<string, number> = {};
      for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    };
    const sum = (pick: (s: (typeof all)[number]) => number) => all.reduce((n, s) => n + pick(s), 0);
    expect(stats).toMatchObject({
      galaxy: { seed: SEED, size: SIZE, generatorVersion: galaxy.generator_version },
      systems: SIZE,
      discovered: 1,
      discoveredShare: 1 / SIZE,
      stars: sum((s) => s.starCount),
      planets: sum((s) => s.planetCount),
      moons: sum((s) => s.moonCount),
    });
    expect(stats.rarity).toEqual({
      ...Object.fromEntries(RARITIES.map((tier) => [tier, 0])),
      ...tally(all.map((s) => s.rarity)),
    });
    expect(Object.keys(stats.rarity)).toEqual([...RARITIES]);
    expect(stats.cardTypes).toEqual(tally(all.map((s) => s.cardType)));
    // Star and planet types are regenerated: they add up to the stored counts.
    const total = (counts: Partial<Record<string, number>>) =>
      Object.values(counts).reduce<number>((n, c) => n + (c ?? 0), 0);
    expect(total(stats.starTypes)).toBe(stats.stars);
    expect(total(stats.planetTypes)).toBe(stats.planets);
    const starCounts = Object.values(stats.starTypes) as number[];
    expect(starCounts).toEqual([...starCounts].sort((a, b) => b - a));
    expect(progress).toEqual([1000]);
  });
});

describe('listUsers', () => {
  it('lists every user with the systems they hold, oldest first, or only one', async () => {
    const users = await listUsers(g.db);
    expect(users.map((u) => [u.id, u.email, u.systems, u.telescopeLevel])).toEqual([
      [collector.id, collector.email, 1, 1],
      [idle.id, idle.email, 0, 1],
    ]);
    expect(users[0]).toEqual({
      id: collector.id,
      username: expect.any(String),
      suffix: 'League',
      email: collector.email,
      currency: expect.any(Number),
      telescopeLevel: 1,
      systems: 1,
      nextCollectionAt: expect.any(String),
      createdAt: T0.toISOString(),
    });
    expect(users[0]!.currency).toBeGreaterThan(0);
    expect(users[1]!.nextCollectionAt).toBeNull();
    expect(await listUsers(g.db, idle.id)).toEqual([users[1]]);
  });
});
