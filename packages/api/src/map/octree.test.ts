import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockOffset, decodeMap, encodeMap, type MapColumns } from './map-format.js';
import { buildOctree, type MapOctree } from './octree.js';
import {
  cellAlong,
  cellBox,
  cellQuantRange,
  childrenOf,
  decodeCellPage,
  isCell,
  OCTREE_MAX_DEPTH,
  OCTREE_PAGE_POINTS,
  pagesOf,
  type CellAddress,
  type CellPage,
} from './octree-format.js';

/** Random systems: clustered or spread, with duplicates, in small blocks (a short last one). */
const galaxies = fc
  .record({
    count: fc.integer({ min: 0, max: 400 }),
    spread: fc.constantFrom(1, 1e-3, 1e5),
    seed: fc.integer(),
  })
  .map(({ count, spread, seed }): MapColumns => {
    let s = seed >>> 0 || 1;
    const next = () => ((s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32) * spread;
    const axis = () =>
      Float64Array.from({ length: count }, () => (next() < spread / 8 ? 0 : next()));
    return {
      count,
      x: axis(),
      y: axis(),
      z: axis(),
      classIndex: Uint8Array.from({ length: count }, (_, i) => i % 13),
      sizeClass: Uint8Array.from({ length: count }, (_, i) => (i * 7) % 16),
    };
  });

function octreeOver(columns: MapColumns, pagePoints?: number) {
  const encoded = encodeMap(columns, 64);
  const { header, blocks } = decodeMap(encoded);
  return { header, blocks, encoded, tree: buildOctree({ header, encoded }, undefined, pagePoints) };
}

/** Every page of a cell, decoded. */
function pagesOfCell(tree: MapOctree, cell: CellAddress): CellPage[] {
  const first = decodeCellPage(tree.page(cell, 0)!);
  return Array.from({ length: pagesOf(first.total, tree.pagePoints) }, (_, p) =>
    p === 0 ? first : decodeCellPage(tree.page(cell, p)!),
  );
}

/** Every non-empty cell at `depth`, found by walking down from the root by child counts. */
function cellsAt(tree: MapOctree, depth: number): CellAddress[] {
  let level: CellAddress[] = [{ depth: 0, x: 0, y: 0, z: 0 }];
  for (let d = 0; d < depth; d++) {
    level = level.flatMap((cell) => {
      const counts = decodeCellPage(tree.page(cell, 0)!).children;
      return childrenOf(cell).filter((_, c) => counts[c]! > 0);
    });
  }
  return level;
}

describe('the map octree', () => {
  it('streams every point exactly once per level, each in the cell that contains it', async () => {
    await fc.assert(
      fc.asyncProperty(
        galaxies,
        fc.integer({ min: 0, max: OCTREE_MAX_DEPTH }),
        fc.constantFrom(undefined, 1, 7, 64),
        async (g, depth, pagePoints) => {
          const { header, blocks, encoded, tree } = octreeOver(g, pagePoints);
          const built = await tree;
          // What the static map says of each system: its page records must be the same.
          const quantised = new Uint16Array(g.count * 3);
          const styles = new Uint8Array(g.count);
          const view = new DataView(encoded.buffer);
          for (const block of blocks) {
            const base = blockOffset(header, block.first);
            for (let i = 0; i < block.count; i++) {
              const system = block.first + i;
              styles[system] = block.classIndex[i]! | (block.sizeClass[i]! << 4);
              for (let a = 0; a < 3; a++)
                quantised[system * 3 + a] = view.getUint16(base + (a * block.count + i) * 2, true);
            }
          }
          const seen = new Uint8Array(g.count);
          for (const cell of cellsAt(built, depth)) {
            const pages = pagesOfCell(built, cell);
            const { low, high } = cellQuantRange(cell);
            let total = 0;
            for (const page of pages) {
              expect(page).toMatchObject({ ...cell, total: pages[0]!.total });
              // Strides through the cell: the pages' sizes differ by one at most.
              expect(page.indices.length).toBeLessThanOrEqual(built.pagePoints);
              expect(pages[0]!.indices.length - page.indices.length).toBeLessThanOrEqual(1);
              for (let i = 0; i < page.indices.length; i++) {
                const system = page.indices[i]!;
                seen[system]!++;
                const address = [cell.x, cell.y, cell.z];
                for (let a = 0; a < 3; a++) {
                  const v = page.quantised[i * 3 + a]!;
                  // Plain checks: an expect per point would make each run slow.
                  if (v < low[a]! || v > high[a]! || cellAlong(v, depth) !== address[a])
                    throw new Error(`system ${system} (axis ${a}: ${v}) is not in cell ${address}`);
                  if (v !== quantised[system * 3 + a])
                    throw new Error(`system ${system} moved on axis ${a}`);
                }
                if (page.styles[i] !== styles[system]) throw new Error(`style of ${system}`);
              }
              total += page.indices.length;
            }
            expect(total).toBe(pages[0]!.total);
            // A page past the last is refused.
            expect(built.page(cell, pages.length)).toBeUndefined();
          }
          expect([...seen].every((n) => n === 1)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);

  it('counts each cell as the sum of its children, and the root as every system', async () => {
    await fc.assert(
      fc.asyncProperty(
        galaxies,
        fc.integer({ min: 0, max: OCTREE_MAX_DEPTH - 1 }),
        async (g, d) => {
          const tree = await octreeOver(g).tree;
          expect(decodeCellPage(tree.page({ depth: 0, x: 0, y: 0, z: 0 }, 0)!).total).toBe(g.count);
          for (const cell of cellsAt(tree, d)) {
            const page = decodeCellPage(tree.page(cell, 0)!);
            expect(page.children.reduce((a, b) => a + b, 0)).toBe(page.total);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('pages a crowded cell in even strides, and an empty cell has an empty page 0', async () => {
    const count = OCTREE_PAGE_POINTS * 2 + 5;
    const columns: MapColumns = {
      count,
      x: Float64Array.from({ length: count }, (_, i) => (i % 2 ? 0 : 1)),
      y: new Float64Array(count),
      z: new Float64Array(count),
      classIndex: new Uint8Array(count),
      sizeClass: new Uint8Array(count),
    };
    const tree = await octreeOver(columns).tree;
    const root = { depth: 0, x: 0, y: 0, z: 0 };
    // Three pages as even as a stride makes them: 5,462, 5,462 and 5,461.
    expect([0, 1, 2].map((p) => decodeCellPage(tree.page(root, p)!).indices.length)).toEqual([
      Math.ceil(count / 3),
      Math.ceil((count - 1) / 3),
      Math.ceil((count - 2) / 3),
    ]);
    expect(tree.page(root, 3)).toBeUndefined();
    const empty = decodeCellPage(tree.page({ depth: 3, x: 3, y: 7, z: 7 }, 0)!);
    expect(empty).toMatchObject({ total: 0, children: [0, 0, 0, 0, 0, 0, 0, 0] });
    expect(empty.indices.length).toBe(0);
  });

  it('names cells only inside their depth, and boxes them within the map’s bounds', () => {
    expect(isCell({ depth: 0, x: 0, y: 0, z: 0 })).toBe(true);
    expect(isCell({ depth: 2, x: 3, y: 0, z: 3 })).toBe(true);
    expect(isCell({ depth: 2, x: 4, y: 0, z: 0 })).toBe(false);
    expect(isCell({ depth: OCTREE_MAX_DEPTH + 1, x: 0, y: 0, z: 0 })).toBe(false);
    expect(isCell({ depth: 1, x: -1, y: 0, z: 0 })).toBe(false);
    const bounds = { min: [-10, 0, 5], max: [10, 1, 7] };
    expect(cellBox({ depth: 0, x: 0, y: 0, z: 0 }, bounds)).toEqual(bounds);
    const half = cellBox({ depth: 1, x: 1, y: 0, z: 0 }, bounds);
    expect(half.min[0]).toBeCloseTo(0, 3);
    expect(half.max[0]).toBe(10);
  });
});
