/**
 * Which octree cells to draw for a camera, under a point budget: from the root down, the cell
 * that looks largest on screen is split into its children (the ones holding systems and in view)
 * while it looks large enough, has more systems than a page shows, and the budget holds the
 * children's first pages. Cells out of view are dropped. Pure: the stream (octree-stream.ts) feeds
 * it what it knows of each cell.
 */
import { childrenOf, type CellAddress } from '@orrery/api/octree-format';

export const cellKey = ({ depth, x, y, z }: CellAddress) => `${depth}/${x}/${y}/${z}`;

export interface CellView {
  /** whether the cell's box is in the camera's view */
  visible(cell: CellAddress): boolean;
  /** how large the cell looks: its radius over its distance from the eye (large when inside) */
  size(cell: CellAddress): number;
}

export interface SelectOptions {
  budget: number;
  pagePoints: number;
  maxDepth: number;
  /** cells looking smaller than this are not split */
  minSize: number;
}

export interface ChosenCell {
  cell: CellAddress;
  key: string;
  total: number;
  size: number;
}

/**
 * The cells to draw (each by its first page), largest-looking first. `childCounts(key)` is a
 * cell's children's counts once its first page is in, undefined before: such a cell is not split
 * yet.
 */
export function chooseCells(
  total: number,
  childCounts: (key: string) => readonly number[] | undefined,
  view: CellView,
  options: SelectOptions,
): ChosenCell[] {
  const root: CellAddress = { depth: 0, x: 0, y: 0, z: 0 };
  const entry = (cell: CellAddress, n: number) => ({
    cell,
    key: cellKey(cell),
    total: n,
    size: view.size(cell),
    visible: view.visible(cell),
    stuck: false,
  });
  const shown = (n: number) => Math.min(n, options.pagePoints);
  const cut = [entry(root, total)];
  let points = shown(total);
  for (;;) {
    let best = -1;
    for (let i = 0; i < cut.length; i++) {
      const e = cut[i]!;
      if (!e.visible || e.stuck || e.total <= options.pagePoints) continue;
      if (e.cell.depth >= options.maxDepth || e.size < options.minSize) continue;
      if (!childCounts(e.key)) continue;
      if (best < 0 || e.size > cut[best]!.size) best = i;
    }
    if (best < 0) break;
    const parent = cut[best]!;
    const counts = childCounts(parent.key)!;
    const children = childrenOf(parent.cell)
      .map((cell, c) => ({ cell, n: counts[c] ?? 0 }))
      .filter(({ n }) => n > 0)
      .map(({ cell, n }) => entry(cell, n))
      .filter((e) => e.visible);
    const cost = children.reduce((sum, e) => sum + shown(e.total), 0) - shown(parent.total);
    if (points + cost > options.budget) {
      parent.stuck = true;
      continue;
    }
    points += cost;
    cut.splice(best, 1, ...children);
  }
  return cut
    .filter((e) => e.visible)
    .sort((a, b) => b.size - a.size)
    .map(({ cell, key, total: n, size }) => ({ cell, key, total: n, size }));
}

/** The key of a cell's parent (null for the root). */
export function parentKey(cell: CellAddress): { cell: CellAddress; key: string } | null {
  if (cell.depth === 0) return null;
  const parent = { depth: cell.depth - 1, x: cell.x >> 1, y: cell.y >> 1, z: cell.z >> 1 };
  return { cell: parent, key: cellKey(parent) };
}

/**
 * What to draw now for the chosen cells: each one whose page is in, else its nearest ancestor
 * whose page is in; and no cell below another drawn (their systems would be drawn twice).
 */
export function cellsToDraw(
  chosen: readonly { cell: CellAddress; key: string }[],
  hasPage: (key: string) => boolean,
): [string, CellAddress][] {
  const picked = new Map<string, CellAddress>();
  for (const { cell, key } of chosen) {
    let at: { cell: CellAddress; key: string } | null = { cell, key };
    while (at && !hasPage(at.key)) at = parentKey(at.cell);
    if (at) picked.set(at.key, at.cell);
  }
  return [...picked].filter(([, cell]) => {
    for (let up = parentKey(cell); up; up = parentKey(up.cell))
      if (picked.has(up.key)) return false;
    return true;
  });
}
