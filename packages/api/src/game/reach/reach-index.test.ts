import { insertDiscovery, listDiscoveredSystemIds } from '@orrery/db/discoveries';
import {
  countUndiscoveredByRarity,
  getGalaxy,
  nthUndiscovered,
  type Spheres,
} from '@orrery/db/galaxy';
import {
  findUndiscoveredWithin,
  nearestUndiscovered,
  type NewSystem,
  type Point,
} from '@orrery/db/systems';
import { RARITIES, type Rarity } from '@orrery/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import type { DiscoveredSystems } from './reach-discovered.js';
import { ReachIndex, tierCodeOf } from './reach-index.js';
import { discoveredFor } from './reach-store.js';
import { newPlayer, placedGameDb, T0, type GameDb } from '../../../test/game/game-db.js';

const SIZE = 700;

/**
 * A small galaxy on a coarse lattice (multiples of 10 ly, some systems sharing a position): whole
 * numbers give distances exactly equal to a whole range, the edge case `<=` decides, and clusters
 * make cells both full and empty. Tiers from a cheap hash, rarer ones rarer.
 */
function lattice(): { positions: [number, number, number][]; rows: Partial<NewSystem>[] } {
  let h = 12345;
  const next = (n: number) => {
    h = (Math.imul(h, 1103515245) + 12345) >>> 0;
    return (h >>> 8) % n;
  };
  const positions: [number, number, number][] = [];
  const rows: Partial<NewSystem>[] = [];
  for (let id = 0; id < SIZE; id++) {
    const cluster = next(4) === 0 ? 20 : 200;
    positions.push(
      id % 17 === 16
        ? positions[next(id)]!
        : [
            (next(cluster) - cluster / 2) * 10,
            (next(11) - 5) * 10,
            (next(cluster) - cluster / 2) * 10,
          ],
    );
    const roll = next(100);
    const rarity: Rarity =
      roll < 55
        ? 'COMMON'
        : roll < 80
          ? 'UNCOMMON'
          : roll < 92
            ? 'RARE'
            : roll < 98
              ? 'EPIC'
              : 'LEGENDARY';
    rows.push({ rarity });
  }
  return { positions, rows };
}

describe('the reach index answers as the SQL does', () => {
  let g: GameDb;
  /** The index as built for the server, and one with a finer grid (more cells cut and whole). */
  let indexes: ReachIndex[];
  let userId: number;
  const { positions, rows } = lattice();

  beforeAll(async () => {
    g = await placedGameDb(positions, undefined, rows);
    userId = (await register(g.db, newPlayer(), T0)).id;
    const columns = {
      count: SIZE,
      x: Float64Array.from(positions, (p) => p[0]),
      y: Float64Array.from(positions, (p) => p[1]),
      z: Float64Array.from(positions, (p) => p[2]),
      tier: Uint8Array.from(rows, (row) => tierCodeOf(row.rarity!)),
    };
    indexes = [
      await ReachIndex.build('test', columns),
      await ReachIndex.build('fine', columns, { systemsPerCell: 2 }),
    ];
  });
  afterAll(async () => g.cleanup());

  /** Replaces the discoveries with `ids` (as one player's). */
  async function discover(ids: number[]): Promise<Int32Array> {
    await g.db.deleteFrom('discoveries').execute();
    for (const id of ids) {
      await insertDiscovery(g.db, {
        system_id: id,
        user_id: userId,
        discovered_at: T0.toISOString(),
      });
    }
    return listDiscoveredSystemIds(g.db);
  }

  /**
   * Replaces the discoveries with `ids`; then each index with the discovered systems in both the
   * ways a draw gets them: read whole, and as discoveredFor keeps them (after the first run, from
   * the last ones and the change log the replacement wrote).
   */
  async function discoverFor(ids: number[]): Promise<[ReachIndex, DiscoveredSystems][]> {
    const whole = await discover(ids);
    const pairs: [ReachIndex, DiscoveredSystems][] = [];
    for (const index of indexes) {
      const galaxy = (await getGalaxy(g.db))!;
      pairs.push(
        [index, index.discovered(whole)],
        [index, await discoveredFor(g.db, index, galaxy)],
      );
    }
    return pairs;
  }

  const system = fc.integer({ min: 0, max: SIZE - 1 });
  // Anchors are held systems (their exact positions) or points anywhere near the galaxy.
  const anchor: fc.Arbitrary<Point> = fc.oneof(
    system.map((id) => ({ x: positions[id]![0], y: positions[id]![1], z: positions[id]![2] })),
    // Millis of a light-year: no subnormal squares, which PostgreSQL refuses as an underflow.
    fc.record({
      x: fc.integer({ min: -1_200_000, max: 1_200_000 }).map((v) => v / 1000),
      y: fc.integer({ min: -80_000, max: 80_000 }).map((v) => v / 1000),
      z: fc.integer({ min: -1_200_000, max: 1_200_000 }).map((v) => v / 1000),
    }),
  );
  const range = fc.oneof(fc.integer({ min: 1, max: 2500 }), fc.constantFrom(10, 50, 100, 500));
  const discoveries = fc.uniqueArray(system, { maxLength: SIZE / 2 });

  it('counts and picks the n-th undiscovered system per tier, everywhere and within spheres', async () => {
    await fc.assert(
      fc.asyncProperty(
        discoveries,
        fc.array(anchor, { minLength: 0, maxLength: 6 }),
        range,
        fc.nat(),
        async (found, anchors, r, pick) => {
          const pairs = await discoverFor(found);
          for (const within of [null, { anchors, range: r } satisfies Spheres]) {
            const counts = await countUndiscoveredByRarity(g.db, within);
            for (const [index, discovered] of pairs) {
              expect(index.countUndiscovered(within, discovered)).toEqual(counts);
            }
            for (const rarity of RARITIES) {
              const n = counts[rarity] ?? 0;
              for (const at of new Set([0, n - 1, n, pick % (n + 1)].filter((k) => k >= 0))) {
                const sql = (await nthUndiscovered(g.db, within, rarity, at))?.id;
                for (const [index, discovered] of pairs) {
                  expect(index.nthUndiscovered(within, rarity, at, discovered)).toBe(sql);
                }
              }
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('finds some undiscovered system within range of an anchor, and the nearest one', async () => {
    await fc.assert(
      fc.asyncProperty(
        discoveries,
        fc.array(anchor, { minLength: 1, maxLength: 4 }),
        range,
        async (found, anchors, r) => {
          const pairs = await discoverFor(found);
          for (const center of anchors) {
            const some = (await findUndiscoveredWithin(g.db, center, r)) !== undefined;
            for (const [index, discovered] of pairs) {
              expect(index.someUndiscoveredWithin(center, r, discovered)).toBe(some);
            }
          }
          const nearest = (await nearestUndiscovered(g.db, anchors))?.id;
          for (const [index, discovered] of pairs) {
            expect(index.nearestUndiscovered(anchors, discovered)).toBe(nearest);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('finds nothing undiscovered once every system is discovered', async () => {
    const pairs = await discoverFor(positions.map((_, id) => id));
    const origin = { x: 0, y: 0, z: 0 };
    for (const [index, discovered] of pairs) {
      expect(index.countUndiscovered({ anchors: [origin], range: 5000 }, discovered)).toEqual({});
      expect(index.countUndiscovered(null, discovered)).toEqual({});
      expect(index.nthUndiscovered(null, 'COMMON', 0, discovered)).toBeUndefined();
      expect(index.someUndiscoveredWithin(origin, 5000, discovered)).toBe(false);
      expect(index.nearestUndiscovered([origin], discovered)).toBeUndefined();
    }
  });
});
