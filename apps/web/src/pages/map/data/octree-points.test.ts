import type { CellPage } from '@orrery/api/octree-format';
import { describe, expect, it } from 'vitest';
import { DISCOVERED, EMPTY, MINE, UNDISCOVERED } from './map-buffers.js';
import { OctreePoints } from './octree-points.js';

const bounds = { min: [0, 0, 0], max: [65_535, 65_535, 65_535], classes: ['G', 'M'] };

/** A page of the given systems, each at quantised (system, 0, 0) with class M, size class 6. */
function page(systems: number[]): CellPage {
  return {
    depth: 1,
    x: 0,
    y: 0,
    z: 0,
    total: systems.length,
    page: 0,
    children: new Array<number>(8).fill(0),
    indices: Uint32Array.from(systems),
    quantised: Uint16Array.from(systems.flatMap((s) => [s, 0, 0])),
    styles: Uint8Array.from(systems.map(() => (6 << 4) | 1)),
  };
}

describe('octree points', () => {
  it('puts each shown cell in a slab, frees the slabs of cells gone and reuses them', () => {
    const points = new OctreePoints(1_000, bounds, 4, 3);
    points.show([
      { key: 'a', page: page([10, 11]) },
      { key: 'b', page: page([20, 21, 22]) },
    ]);
    expect(points.loaded).toBe(8);
    expect(points.visibleCount('all')).toBe(5);
    expect([0, 1, 2, 4, 5, 6].map((slot) => points.systemAt(slot))).toEqual([
      10, 11, -1, 20, 21, 22,
    ]);
    expect(points.states[2]).toBe(EMPTY);
    expect(points.pointOf(21)).toBe(5);
    // Scene x follows the quantised x: system 20 is right of system 10.
    expect(points.positions[4 * 3]!).toBeGreaterThan(points.positions[0]!);
    expect(points.sizes[4]).toBe(6);

    const layout = points.layout;
    points.show([
      { key: 'b', page: page([20, 21, 22]) },
      { key: 'c', page: page([30]) },
    ]);
    // b kept its slab; c took a's, whose systems are gone.
    expect(points.layout).toBeGreaterThan(layout);
    expect(points.pointOf(21)).toBe(5);
    expect(points.pointOf(10)).toBeUndefined();
    expect(points.systemAt(0)).toBe(30);
    expect(points.systemAt(1)).toBe(-1);
    expect(points.states[1]).toBe(EMPTY);
    expect(points.visibleCount('all')).toBe(4);
    expect(points.shown.sort()).toEqual(['b', 'c']);
  });

  it('marks discoveries on the systems shown, and keeps them for systems shown later', () => {
    const points = new OctreePoints(1_000, bounds, 4, 3);
    points.setUser(7);
    points.show([{ key: 'a', page: page([1, 2, 3]) }]);
    points.applyDiscoveries({
      galaxy: 'g',
      revision: 1,
      since: null,
      discovered: [
        [2, 7],
        [3, 9],
        [500, 9],
      ],
      released: [],
    });
    expect([0, 1, 2].map((slot) => points.states[slot])).toEqual([UNDISCOVERED, MINE, DISCOVERED]);
    expect(points.discoveredCount()).toBe(3);
    expect(points.visibleCount('collected')).toBe(1);
    points.show([
      { key: 'a', page: page([1, 2, 3]) },
      { key: 'b', page: page([500]) },
    ]);
    expect(points.states[points.pointOf(500)!]).toBe(DISCOVERED);
    // A delta that follows: system 2 released, 1 discovered by the player.
    expect(
      points.applyDiscoveries({
        galaxy: 'g',
        revision: 2,
        since: 1,
        discovered: [[1, 7]],
        released: [2],
      }),
    ).toBe(true);
    expect([0, 1].map((slot) => points.states[slot])).toEqual([MINE, UNDISCOVERED]);
    // One that does not follow is refused.
    expect(
      points.applyDiscoveries({ galaxy: 'g', revision: 9, since: 5, discovered: [], released: [] }),
    ).toBe(false);
  });
});
