/**
 * A uniform grid over the map's points, so that a pick (every mouse move, for the hover label)
 * looks at the few cells under the pointer instead of a million points. Built once per set of
 * points by a counting sort (two passes, tens of milliseconds at 1,000,000); a pick projects the
 * corners of each non-empty cell, keeps the cells whose screen box comes within the pick radius of
 * the pointer, and scans their points in index order with the same test as the full scan
 * (map-pick.ts), so it picks exactly what scanning every point would.
 */
import { PickScan, type PickInput } from './map-pick.js';

/** Points per cell the grid aims at: fewer cells to project, few points to scan per cell. */
const POINTS_PER_CELL = 128;

export interface PickGrid {
  /** points 0 … count − 1 are in the grid */
  count: number;
  min: [number, number, number];
  cellSize: number;
  dims: [number, number, number];
  /** point indices, cell after cell, ascending within a cell */
  order: Uint32Array;
  /** cellStart[c] … cellStart[c + 1] − 1: where cell c's points are in `order` */
  cellStart: Uint32Array;
  /** the non-empty cells */
  cells: Uint32Array;
}

export function buildPickGrid(positions: Float32Array, count: number): PickGrid {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    for (let a = 0; a < 3; a++) {
      const v = positions[i * 3 + a]!;
      if (v < min[a]!) min[a] = v;
      if (v > max[a]!) max[a] = v;
    }
  }
  if (count === 0) {
    min.fill(0);
    max.fill(0);
  }
  const extent = max.map((v, a) => Math.max(v - min[a]!, 1e-9));
  const wanted = Math.max(1, Math.ceil(count / POINTS_PER_CELL));
  // Cubic cells (a thin axis, like the galactic disc's, gets few of them), at most 1,024 a side.
  const smallest = Math.max(...extent) / 1024;
  let cellSize = Math.max(smallest, Math.cbrt((extent[0]! * extent[1]! * extent[2]!) / wanted));
  const dimsFor = (size: number) =>
    extent.map((e) => Math.max(1, Math.ceil(e / size))) as [number, number, number];
  let dims = dimsFor(cellSize);
  // Thin axes round up to one cell each: shrink the cells until their count is near `wanted`.
  while (dims[0] * dims[1] * dims[2] < wanted / 2 && cellSize / 1.25 >= smallest) {
    cellSize /= 1.25;
    dims = dimsFor(cellSize);
  }
  // The last cell of an axis must hold its maximum.
  cellSize *= 1 + 1e-6;
  const cellCount = dims[0] * dims[1] * dims[2];
  const cellOf = new Uint32Array(count);
  const cellStart = new Uint32Array(cellCount + 1);
  for (let i = 0; i < count; i++) {
    const cx = Math.min(dims[0] - 1, Math.floor((positions[i * 3]! - min[0]) / cellSize));
    const cy = Math.min(dims[1] - 1, Math.floor((positions[i * 3 + 1]! - min[1]) / cellSize));
    const cz = Math.min(dims[2] - 1, Math.floor((positions[i * 3 + 2]! - min[2]) / cellSize));
    const cell = (cz * dims[1] + cy) * dims[0] + cx;
    cellOf[i] = cell;
    cellStart[cell + 1]!++;
  }
  let nonEmpty = 0;
  for (let c = 0; c < cellCount; c++) {
    if (cellStart[c + 1]! > 0) nonEmpty++;
    cellStart[c + 1]! += cellStart[c]!;
  }
  const cells = new Uint32Array(nonEmpty);
  for (let c = 0, k = 0; c < cellCount; c++) if (cellStart[c + 1]! > cellStart[c]!) cells[k++] = c;
  const fill = cellStart.slice(0, cellCount);
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[fill[cellOf[i]!]!++] = i;
  return { count, min, cellSize, dims, order, cellStart, cells };
}

/**
 * Whether the cell's screen box comes within `radiusPx` of the pointer; true as well when a corner
 * lies behind the camera (the projection of such a cell is unbounded).
 */
function cellMayHold(grid: PickGrid, cell: number, input: PickInput): boolean {
  const { viewProjection: m, pointer, viewport, radiusPx } = input;
  const [dx, dy] = grid.dims;
  const cx = cell % dx;
  const cy = Math.floor(cell / dx) % dy;
  const cz = Math.floor(cell / (dx * dy));
  const s = grid.cellSize;
  let left = Infinity;
  let right = -Infinity;
  let bottom = Infinity;
  let top = -Infinity;
  for (let corner = 0; corner < 8; corner++) {
    const x = grid.min[0] + (cx + (corner & 1)) * s;
    const y = grid.min[1] + (cy + ((corner >> 1) & 1)) * s;
    const z = grid.min[2] + (cz + ((corner >> 2) & 1)) * s;
    const w = m[3]! * x + m[7]! * y + m[11]! * z + m[15]!;
    if (w <= 0) return true;
    const sx = (m[0]! * x + m[4]! * y + m[8]! * z + m[12]!) / w;
    const sy = (m[1]! * x + m[5]! * y + m[9]! * z + m[13]!) / w;
    if (sx < left) left = sx;
    if (sx > right) right = sx;
    if (sy < bottom) bottom = sy;
    if (sy > top) top = sy;
  }
  // The radius in normalised device units per axis, a little wider for float32 rounding.
  const rx = ((radiusPx + 1) * 2) / viewport.width;
  const ry = ((radiusPx + 1) * 2) / viewport.height;
  return (
    pointer.x >= left - rx &&
    pointer.x <= right + rx &&
    pointer.y >= bottom - ry &&
    pointer.y <= top + ry
  );
}

/** Index of the picked point among the grid's, or -1: what pickPoint would answer. */
export function pickInGrid(grid: PickGrid, input: PickInput): number {
  const candidates: number[] = [];
  for (const cell of grid.cells) {
    if (!cellMayHold(grid, cell, input)) continue;
    for (let k = grid.cellStart[cell]!; k < grid.cellStart[cell + 1]!; k++) {
      candidates.push(grid.order[k]!);
    }
  }
  // The full scan's order decides ties, so the candidates are scanned in index order too.
  const sorted = Uint32Array.from(candidates).sort();
  const scan = new PickScan(input);
  for (const i of sorted) scan.consider(i);
  return scan.best;
}
