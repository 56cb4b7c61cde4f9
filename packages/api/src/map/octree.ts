/**
 * The octree over a static map (octree-format.ts says what a cell is): system indices sorted by
 * their leaf cell's Morton code, so that every cell at every depth is one contiguous range of
 * that order, found by two binary searches. The order follows a space-filling curve, so a stride
 * through a cell's range is an even spatial sample of it: page p of a cell of P pages holds every
 * P-th system of the range from the p-th on. Holds 8 bytes per system; built from the map's own
 * bytes, a slice between yields.
 */
import { blockLength, blockOffset, type MapHeader } from './map-format.js';
import {
  cellAlong,
  childrenOf,
  OCTREE_MAX_DEPTH,
  OCTREE_PAGE_POINTS,
  pagesOf,
  writeCellPage,
  type CellAddress,
} from './octree-format.js';

/** Entries handled between two yields while building. */
const SLICE = 262_144;
const LEAF_BITS = 3 * OCTREE_MAX_DEPTH;
/** The radix sort's digit: two passes over the 30-bit leaf codes. */
const DIGIT_BITS = LEAF_BITS / 2;
const DIGIT_MASK = (1 << DIGIT_BITS) - 1;

/** Bit k of a 10-bit value moved to bit 3k. */
const SPREAD = (() => {
  const table = new Uint32Array(1 << OCTREE_MAX_DEPTH);
  for (let v = 0; v < table.length; v++) {
    let spread = 0;
    for (let bit = 0; bit < OCTREE_MAX_DEPTH; bit++) spread |= ((v >> bit) & 1) << (3 * bit);
    table[v] = spread;
  }
  return table;
})();

/** The Morton code of a cell of `depth` (3·depth bits: x in the lowest of each triple). */
export function mortonOf({ depth, x, y, z }: CellAddress): number {
  const shift = OCTREE_MAX_DEPTH - depth;
  // Spread as leaf coordinates, then drop the levels below `depth`.
  const leaf = SPREAD[x << shift]! | (SPREAD[y << shift]! << 1) | (SPREAD[z << shift]! << 2);
  return leaf >>> (3 * shift);
}

/** The quantised coordinates and style byte of each system, read from the static map's bytes. */
export interface QuantisedMap {
  header: Pick<MapHeader, 'count' | 'blockSystems' | 'headerBytes'>;
  encoded: Uint8Array;
}

export class MapOctree {
  /** Systems in the tree (the map data's length when it was built). */
  readonly count: number;
  readonly #map: QuantisedMap;
  /** Leaf Morton code per position of `order`, ascending. */
  readonly #keys: Uint32Array;
  /** System indices, by leaf code, then index. */
  readonly order: Uint32Array;

  /** Systems per page at most. */
  readonly pagePoints: number;

  constructor(map: QuantisedMap, keys: Uint32Array, order: Uint32Array, pagePoints: number) {
    this.count = map.header.count;
    this.pagePoints = pagePoints;
    this.#map = map;
    this.#keys = keys;
    this.order = order;
  }

  /** The positions [start, end) of `order` holding the cell's systems. */
  range(cell: CellAddress): [number, number] {
    const shift = 3 * (OCTREE_MAX_DEPTH - cell.depth);
    const low = mortonOf(cell) * 2 ** shift;
    return [this.#lowerBound(low), this.#lowerBound(low + 2 ** shift)];
  }

  #lowerBound(key: number): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.#keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Systems in each child of the cell (zeros at the deepest level). */
  childCounts(cell: CellAddress): number[] {
    if (cell.depth >= OCTREE_MAX_DEPTH) return new Array<number>(8).fill(0);
    return childrenOf(cell).map((child) => {
      const [start, end] = this.range(child);
      return end - start;
    });
  }

  /**
   * Page `page` of the cell, encoded (octree-format.ts); undefined for a page past the cell's
   * last. The cell must be valid (isCell).
   */
  page(cell: CellAddress, page: number): Uint8Array | undefined {
    const [start, end] = this.range(cell);
    const total = end - start;
    const stride = pagesOf(total, this.pagePoints);
    if (!Number.isInteger(page) || page < 0 || page >= stride) return undefined;
    const n = Math.max(0, Math.ceil((total - page) / stride));
    const written = writeCellPage({ ...cell, total, page, children: this.childCounts(cell) }, n);
    const q = [0, 0, 0];
    for (let i = 0; i < n; i++) {
      const system = this.order[start + page + i * stride]!;
      const style = quantisedOf(this.#map, system, q);
      written.put(i, system, q, style);
    }
    return written.bytes;
  }
}

/** Writes system `i`'s quantised x, y, z into `into`; answers its style byte. */
function quantisedOf(map: QuantisedMap, i: number, into: number[]): number {
  const { header, encoded } = map;
  const first = i - (i % header.blockSystems);
  const n = blockLength(header as MapHeader, first);
  const base = blockOffset(header as MapHeader, first);
  const j = i - first;
  for (let a = 0; a < 3; a++) {
    const at = base + a * 2 * n + j * 2;
    into[a] = encoded[at]! | (encoded[at + 1]! << 8);
  }
  return encoded[base + 6 * n + j]!;
}

/** What building may call between slices (the server yields to its event loop). */
export type Pause = () => Promise<void>;

/** One stable counting pass of the radix sort on `digit` of the keys. */
async function radixPass(
  keys: Uint32Array,
  order: Uint32Array,
  toKeys: Uint32Array,
  toOrder: Uint32Array,
  shift: number,
  pause: Pause,
): Promise<void> {
  const starts = new Uint32Array(DIGIT_MASK + 2);
  for (let i = 0; i < keys.length; i++) starts[((keys[i]! >>> shift) & DIGIT_MASK) + 1]!++;
  for (let d = 1; d < starts.length; d++) starts[d]! += starts[d - 1]!;
  for (let i = 0; i < keys.length; i++) {
    const at = starts[(keys[i]! >>> shift) & DIGIT_MASK]!++;
    toKeys[at] = keys[i]!;
    toOrder[at] = order[i]!;
    if (i % SLICE === SLICE - 1) await pause();
  }
}

/** Builds the octree of a static map (its header and bytes), pausing between slices. */
export async function buildOctree(
  map: QuantisedMap,
  pause: Pause = () => Promise.resolve(),
  pagePoints = OCTREE_PAGE_POINTS,
): Promise<MapOctree> {
  const count = map.header.count;
  const keys = new Uint32Array(count);
  const order = new Uint32Array(count);
  const q = [0, 0, 0];
  for (let i = 0; i < count; i++) {
    quantisedOf(map, i, q);
    const [x, y, z] = q.map((v) => cellAlong(v, OCTREE_MAX_DEPTH));
    keys[i] = SPREAD[x!]! | (SPREAD[y!]! << 1) | (SPREAD[z!]! << 2);
    order[i] = i;
    if (i % SLICE === SLICE - 1) await pause();
  }
  const tmpKeys = new Uint32Array(count);
  const tmpOrder = new Uint32Array(count);
  await radixPass(keys, order, tmpKeys, tmpOrder, 0, pause);
  await radixPass(tmpKeys, tmpOrder, keys, order, DIGIT_BITS, pause);
  return new MapOctree(map, keys, order, pagePoints);
}
