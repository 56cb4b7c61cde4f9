/**
 * The map's octree cells as bytes: the static map's systems grouped by where they are, so a client
 * can fetch the part of a huge galaxy its camera sees instead of the whole map. Pure (no Node
 * imports): the server encodes with it, the web decodes with it (`@orrery/api/octree-format`).
 * docs/api.md ("Octree cells") describes the layout for other clients.
 *
 * Cells: the map's bounding box (its header's min/max) cut in 2^depth slices per axis, depth
 * 0 … OCTREE_MAX_DEPTH. Cell (depth, x, y, z) holds the systems whose quantised coordinates q
 * (map-format.ts) have q >> (16 − depth) = (x, y, z): every system is in exactly one cell of each
 * depth, the one containing its quantised position. A cell of t systems has P = ⌈t / m⌉ pages
 * (at least one; m is the manifest's pagePoints, 8,192 unless the server is set otherwise); in the cell's systems sorted by leaf Morton code (a Z-order curve), page p
 * holds the p-th, (p + P)-th, (p + 2P)-th, …: a stride along the curve, so every page is an even
 * spatial sample of the cell, page 0 a coarse picture of it, and the pages together hold each of
 * its systems once.
 *
 * Layout of one page (little-endian):
 *   header  "ORRC" · u8 format version · u8 depth · u16 header bytes · u32 x · u32 y · u32 z ·
 *           u32 systems in the cell · u32 page · u32 systems in this page (n) ·
 *           u32[8] systems in each child cell (child c = x·2+(c&1), y·2+(c>>1&1), z·2+(c>>2);
 *           zeros at the deepest level)
 *   body    system index u32[n] · x u16[n] · y u16[n] · z u16[n] · style u8[n]
 * The u16 coordinates and style bytes are the static map's own (map-format.ts).
 */

export const OCTREE_FORMAT_VERSION = 1;
/** 10 levels below the root: 1,024 slices per axis, leaf Morton codes in 30 bits. */
export const OCTREE_MAX_DEPTH = 10;
/** Systems per page at most: 8,192 are 88 KiB, one request's worth. */
export const OCTREE_PAGE_POINTS = 8_192;
export const OCTREE_HEADER_BYTES = 64;
export const OCTREE_BYTES_PER_POINT = 11;
const MAGIC = [0x4f, 0x52, 0x52, 0x43]; // "ORRC"
const QUANT_BITS = 16;
const STEPS = 65_535;

export interface CellAddress {
  depth: number;
  x: number;
  y: number;
  z: number;
}

export interface CellPage extends CellAddress {
  /** Systems in the whole cell. */
  total: number;
  page: number;
  /** Systems in each of the eight children (see the layout). */
  children: number[];
  /** Per system of this page: its index in the static map. */
  indices: Uint32Array;
  /** Quantised x, y, z per system (interleaved), as in the static map. */
  quantised: Uint16Array;
  /** Style bytes: low 4 bits class index, high 4 bits size class. */
  styles: Uint8Array;
}

/** Cells per axis at `depth`. */
export const cellsPerAxis = (depth: number) => 2 ** depth;

/** Whether (depth, x, y, z) names a cell. */
export function isCell({ depth, x, y, z }: CellAddress): boolean {
  if (!Number.isInteger(depth) || depth < 0 || depth > OCTREE_MAX_DEPTH) return false;
  const n = cellsPerAxis(depth);
  return [x, y, z].every((v) => Number.isInteger(v) && v >= 0 && v < n);
}

/** The cell of `depth` holding quantised coordinate `q` on one axis. */
export const cellAlong = (q: number, depth: number) => q >> (QUANT_BITS - depth);

/** The quantised range [low, high] a cell covers on each axis. */
export function cellQuantRange(cell: CellAddress): { low: number[]; high: number[] } {
  const width = 2 ** (QUANT_BITS - cell.depth);
  const low = [cell.x, cell.y, cell.z].map((v) => v * width);
  return { low, high: low.map((v) => v + width - 1) };
}

/** The box a cell covers in light-years, for a map whose header bounds are `min` … `max`. */
export function cellBox(
  cell: CellAddress,
  bounds: { min: readonly number[]; max: readonly number[] },
): { min: number[]; max: number[] } {
  const { low, high } = cellQuantRange(cell);
  const at = (a: number, q: number) =>
    bounds.min[a]! + (q * (bounds.max[a]! - bounds.min[a]!)) / STEPS;
  return { min: low.map((q, a) => at(a, q)), max: high.map((q, a) => at(a, q)) };
}

/** The eight children of a cell, in the order of the page's child counts. */
export function childrenOf(cell: CellAddress): CellAddress[] {
  return Array.from({ length: 8 }, (_, c) => ({
    depth: cell.depth + 1,
    x: cell.x * 2 + (c & 1),
    y: cell.y * 2 + ((c >> 1) & 1),
    z: cell.z * 2 + (c >> 2),
  }));
}

/** Bytes of a page of `n` systems. */
export const cellPageBytes = (n: number) => OCTREE_HEADER_BYTES + n * OCTREE_BYTES_PER_POINT;

/** Pages of a cell of `total` systems (an empty cell still has its page 0). */
export const pagesOf = (total: number, pagePoints = OCTREE_PAGE_POINTS) =>
  Math.max(1, Math.ceil(total / pagePoints));

/**
 * A page's bytes with its header written and room for `n` systems; `put(i, system, qx, qy, qz,
 * style)` fills system i of the page.
 */
export function writeCellPage(
  cell: CellAddress & { total: number; page: number; children: readonly number[] },
  n: number,
): {
  bytes: Uint8Array;
  put(i: number, system: number, q: readonly number[], style: number): void;
} {
  const bytes = new Uint8Array(cellPageBytes(n));
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint8(4, OCTREE_FORMAT_VERSION);
  view.setUint8(5, cell.depth);
  view.setUint16(6, OCTREE_HEADER_BYTES, true);
  [cell.x, cell.y, cell.z, cell.total, cell.page, n].forEach((v, i) =>
    view.setUint32(8 + i * 4, v, true),
  );
  for (let c = 0; c < 8; c++) view.setUint32(32 + c * 4, cell.children[c] ?? 0, true);
  const planes = OCTREE_HEADER_BYTES + 4 * n;
  return {
    bytes,
    put(i, system, q, style) {
      view.setUint32(OCTREE_HEADER_BYTES + i * 4, system, true);
      for (let a = 0; a < 3; a++) view.setUint16(planes + a * 2 * n + i * 2, q[a]!, true);
      bytes[planes + 6 * n + i] = style;
    },
  };
}

/** Thrown for bytes that are not a cell page of this format. */
export class CellFormatError extends Error {}

/** Reads a whole page. */
export function decodeCellPage(bytes: Uint8Array): CellPage {
  if (bytes.length < OCTREE_HEADER_BYTES || MAGIC.some((b, i) => bytes[i] !== b))
    throw new CellFormatError('Not an Orrery octree cell');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint8(4);
  if (version !== OCTREE_FORMAT_VERSION)
    throw new CellFormatError(`Octree cell format ${version} unknown`);
  const start = view.getUint16(6, true);
  const [x, y, z, total, page, n] = [0, 1, 2, 3, 4, 5].map((i) => view.getUint32(8 + i * 4, true));
  if (bytes.length < start + n! * OCTREE_BYTES_PER_POINT)
    throw new CellFormatError('The octree cell ends early');
  const indices = new Uint32Array(n!);
  const quantised = new Uint16Array(n! * 3);
  const styles = new Uint8Array(n!);
  const planes = start + 4 * n!;
  for (let i = 0; i < n!; i++) {
    indices[i] = view.getUint32(start + i * 4, true);
    for (let a = 0; a < 3; a++)
      quantised[i * 3 + a] = view.getUint16(planes + a * 2 * n! + i * 2, true);
    styles[i] = bytes[planes + 6 * n! + i]!;
  }
  return {
    depth: view.getUint8(5),
    x: x!,
    y: y!,
    z: z!,
    total: total!,
    page: page!,
    children: Array.from({ length: 8 }, (_, c) => view.getUint32(32 + c * 4, true)),
    indices,
    quantised,
    styles,
  };
}

/** Light-years of a quantised coordinate on axis `a` of a map with these bounds. */
export function dequantise(
  q: number,
  a: number,
  bounds: { min: readonly number[]; max: readonly number[] },
): number {
  return bounds.min[a]! + (q * (bounds.max[a]! - bounds.min[a]!)) / STEPS;
}
