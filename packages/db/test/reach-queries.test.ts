import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findUndiscoveredFrom,
  findUndiscoveredWithin,
  nearestUndiscovered,
  type NewSystem,
  type Point,
} from '../src/systems/index.js';
import { fakeSystems } from './fake-systems.js';
import { createTestDatabase } from '../src/testing/index.js';
import { seedDiscoveredGalaxy } from './discovered-galaxy.js';

const SIZE = 400;
const rows: NewSystem[] = [...fakeSystems(0, SIZE)];
const discovered = new Set(rows.filter((s) => s.id % 3 === 0).map((s) => s.id));
const undiscovered = rows.filter((s) => !discovered.has(s.id));

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
const gap = (s: Point, anchors: Point[]) => Math.min(...anchors.map((a) => distance(a, s)));

describe('reach queries over the systems table', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    t = await createTestDatabase();
    const now = new Date('2026-01-01T00:00:00Z');
    await seedDiscoveredGalaxy(t.db, rows, discovered, now);
  });
  afterAll(async () => t.cleanup());

  // Points over the fake galaxy's extent (x, z within ±50,000 ly; y within ±500 ly).
  const point = fc.record({
    x: fc.integer({ min: -60_000, max: 60_000 }),
    y: fc.integer({ min: -600, max: 600 }),
    z: fc.integer({ min: -60_000, max: 60_000 }),
  });

  it('findUndiscoveredWithin finds an undiscovered system by exact distance, not the box', async () => {
    await fc.assert(
      fc.asyncProperty(point, fc.integer({ min: 500, max: 20_000 }), async (center, range) => {
        const found = await findUndiscoveredWithin(t.db, center, range);
        const inRange = undiscovered.filter((s) => distance(s, center) <= range);
        if (inRange.length === 0) {
          expect(found).toBeUndefined();
        } else {
          expect(found).toBeDefined();
          expect(discovered.has(found!.id)).toBe(false);
          expect(distance(found!, center)).toBeLessThanOrEqual(range);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('nearestUndiscovered answers the undiscovered system nearest to any anchor', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(point, { minLength: 1, maxLength: 4 }), async (anchors) => {
        const found = await nearestUndiscovered(t.db, anchors);
        const best = Math.min(...undiscovered.map((s) => gap(s, anchors)));
        expect(discovered.has(found!.id)).toBe(false);
        expect(gap(found!, anchors)).toBeCloseTo(best, 6);
      }),
      { numRuns: 100 },
    );
    expect(await nearestUndiscovered(t.db, [])).toBeUndefined();
  });

  it('findUndiscoveredFrom answers the first undiscovered index from a start, wrapping round', async () => {
    for (const from of [0, 1, 3, 200, SIZE - 1, SIZE + 10]) {
      const expected =
        undiscovered.find((s) => s.id >= from) ?? undiscovered.find((s) => s.id >= 0);
      expect((await findUndiscoveredFrom(t.db, from))?.id, `from ${from}`).toBe(expected?.id);
    }
  });
});
