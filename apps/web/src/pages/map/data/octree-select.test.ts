import { cellAlong, childrenOf, type CellAddress } from '@orrery/api/octree-format';
import { describe, expect, it } from 'vitest';
import { cellKey, cellsToDraw, chooseCells, parentKey, type CellView } from './octree-select.js';

/** Systems at quantised positions: a dense clump near the origin corner and a thin spread. */
const points: number[][] = [];
for (let i = 0; i < 4_000; i++) {
  const clump = i % 2 === 0;
  const r = (k: number) => ((i * 7_919 + k * 104_729) % 65_536) / 65_536;
  points.push([0, 1, 2].map((k) => Math.floor((clump ? r(k) * 0.1 : r(k)) * 65_535)));
}

function countIn(cell: CellAddress): number {
  const address = [cell.x, cell.y, cell.z];
  return points.filter((q) => q.every((v, a) => cellAlong(v, cell.depth) === address[a])).length;
}

const counts = new Map<string, number[]>();
function childCounts(key: string): number[] | undefined {
  const [depth, x, y, z] = key.split('/').map(Number);
  if (!counts.has(key))
    counts.set(key, childrenOf({ depth: depth!, x: x!, y: y!, z: z! }).map(countIn));
  return counts.get(key);
}

/** A view from a point: cells look larger the nearer they are; `inView` filters them. */
function viewFrom(eye: number[], inView: (cell: CellAddress) => boolean = () => true): CellView {
  return {
    visible: inView,
    size: (cell) => {
      const width = 1 / 2 ** cell.depth;
      const centre = [cell.x, cell.y, cell.z].map((v) => (v + 0.5) * width);
      const radius = (width * Math.sqrt(3)) / 2;
      const distance = Math.hypot(...centre.map((c, a) => c - eye[a]!));
      return distance <= radius ? Infinity : radius / (distance - radius);
    },
  };
}

const options = { budget: 400, pagePoints: 32, maxDepth: 10, minSize: 0.05 };

describe('choosing octree cells', () => {
  it('cuts the tree once: no chosen cell inside another, every system of the view in one', () => {
    const chosen = chooseCells(points.length, childCounts, viewFrom([3, 3, 3]), options);
    const keys = new Set(chosen.map((c) => c.key));
    for (const { cell } of chosen)
      for (let up = parentKey(cell); up; up = parentKey(up.cell))
        expect(keys.has(up.key)).toBe(false);
    expect(chosen.reduce((sum, c) => sum + c.total, 0)).toBe(points.length);
    const drawn = chosen.reduce((sum, c) => sum + Math.min(c.total, options.pagePoints), 0);
    expect(drawn).toBeLessThanOrEqual(options.budget);
    expect(chosen.length).toBeGreaterThan(1);
  });

  it('goes deeper where the camera is near, within the budget', () => {
    const far = chooseCells(points.length, childCounts, viewFrom([3, 3, 3]), options);
    const near = chooseCells(points.length, childCounts, viewFrom([0.02, 0.02, 0.02]), options);
    const deepest = (cells: typeof far) => Math.max(...cells.map((c) => c.cell.depth));
    expect(deepest(near)).toBeGreaterThan(deepest(far));
    const drawn = near.reduce((sum, c) => sum + Math.min(c.total, options.pagePoints), 0);
    expect(drawn).toBeLessThanOrEqual(options.budget);
  });

  it('drops the cells out of view', () => {
    const lowX = (cell: CellAddress) => cell.x < 2 ** cell.depth / 2;
    const chosen = chooseCells(points.length, childCounts, viewFrom([3, 3, 3], lowX), options);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every(({ cell }) => lowX(cell))).toBe(true);
  });

  it('stays at the root until its counts are known', () => {
    const chosen = chooseCells(points.length, () => undefined, viewFrom([3, 3, 3]), options);
    expect(chosen.map((c) => c.key)).toEqual(['0/0/0/0']);
  });

  it('draws an ancestor for cells not in yet, never a cell and its ancestor together', () => {
    const cell = (depth: number, x: number, y = 0, z = 0) => ({ depth, x, y, z });
    const wanted = [cell(2, 0), cell(2, 1), cell(2, 2), cell(1, 1, 1, 1)].map((c) => ({
      cell: c,
      key: cellKey(c),
    }));
    const inNow = new Set(['0/0/0/0', '1/0/0/0', '2/0/0/0', '2/2/0/0']);
    const drawn = cellsToDraw(wanted, (key) => inNow.has(key)).map(([key]) => key);
    // 2/1/0/0 is not in: its parent 1/0/0/0 stands for it and for 2/0/0/0 below it; 2/2/0/0 is
    // under 1/1/0/0 (not in), so the root would stand for it and for 1/1/1/1: the root alone.
    expect(drawn).toEqual(['0/0/0/0']);
    const more = new Set([...inNow, '1/1/1/1', '2/1/0/0', '1/1/0/0']);
    expect(
      cellsToDraw(wanted, (key) => more.has(key))
        .map(([key]) => key)
        .sort(),
    ).toEqual(['1/1/1/1', '2/0/0/0', '2/1/0/0', '2/2/0/0'].sort());
  });
});
