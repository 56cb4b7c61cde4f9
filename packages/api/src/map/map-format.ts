/**
 * The galaxy map's static data as bytes: what the map draws of every system (position, first
 * star's class and size class), quantised, in system-index order. The server encodes it once per
 * galaxy; the web client decodes it as it streams in. Pure (it imports only @orrery/domain), so both
 * sides use this one file (the web imports it through `@orrery/api/map-format`). docs/api.md describes the
 * layout for other clients.
 *
 * Layout (little-endian):
 *   header  "ORRM" · u8 format version · u8 class count · u16 header bytes · u32 systems ·
 *           u32 systems per block · f64 min x, y, z · f64 max x, y, z · class letters (ASCII),
 *           zero-padded to a multiple of 4 bytes
 *   blocks  per block of n systems (the last may be shorter): x u16[n] · y u16[n] · z u16[n] ·
 *           style u8[n] (low 4 bits: index into the class letters, 15 = unknown; high 4 bits:
 *           the size class, 0 when unknown)
 * A coordinate is min + q × (max − min) / 65535: within (max − min) / 131070 of the true value.
 * Blocks let a client draw the first systems while the rest arrive; index order is spatially
 * random, so every prefix is an even sample of the galaxy.
 */

import { SPECTRAL_CLASSES } from '@orrery/domain';

export const MAP_FORMAT_VERSION = 1;
const MAGIC = [0x4f, 0x52, 0x52, 0x4d]; // "ORRM"
const FIXED_HEADER_BYTES = 64;
/** Systems per block: 16,384 systems are 112 KiB, small enough to decode between frames. */
export const MAP_BLOCK_SYSTEMS = 16_384;
export const MAP_BYTES_PER_SYSTEM = 7;
const STEPS = 65_535;
export const UNKNOWN_CLASS = 15;

/** Spectral classes in their fixed order; the header repeats them so a decoder needs no table. */
export const MAP_CLASSES = SPECTRAL_CLASSES;

export interface MapHeader {
  count: number;
  blockSystems: number;
  min: [number, number, number];
  max: [number, number, number];
  classes: string[];
  /** Where the first block starts. */
  headerBytes: number;
}

/** The columns the encoder reads: one entry per system, in index order. */
export interface MapColumns {
  count: number;
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  z: ArrayLike<number>;
  /** index into MAP_CLASSES, or UNKNOWN_CLASS */
  classIndex: ArrayLike<number>;
  /** 0–15 (0 when unknown) */
  sizeClass: ArrayLike<number>;
}

/** The largest quantisation error of each axis for a header's bounds. */
export function quantisationError(header: Pick<MapHeader, 'min' | 'max'>): number[] {
  return header.min.map((min, axis) => (header.max[axis]! - min) / STEPS / 2);
}

function bounds(values: ArrayLike<number>, count: number): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < count; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  // An empty or flat axis still gets a range, so the scale is never zero.
  if (!(min <= max)) return [0, 1];
  return max > min ? [min, max] : [min, min + 1];
}

function headerBytes(classCount: number): number {
  return FIXED_HEADER_BYTES + Math.ceil(classCount / 4) * 4;
}

/** Header fields for `columns`: the bounds of each axis (never a zero range). */
export function mapHeaderFor(columns: MapColumns, blockSystems = MAP_BLOCK_SYSTEMS): MapHeader {
  if (blockSystems % 2 !== 0) throw new Error('blockSystems must be even (u16 alignment)');
  const ranges = [columns.x, columns.y, columns.z].map((axis) => bounds(axis, columns.count));
  return {
    count: columns.count,
    blockSystems,
    min: ranges.map(([min]) => min) as [number, number, number],
    max: ranges.map(([, max]) => max) as [number, number, number],
    classes: [...MAP_CLASSES],
    headerBytes: headerBytes(MAP_CLASSES.length),
  };
}

/** A zeroed buffer for the whole encoding, its header written; blocks go in with writeMapBlock. */
export function allocateMap(header: MapHeader): Uint8Array {
  const bytes = new Uint8Array(header.headerBytes + header.count * MAP_BYTES_PER_SYSTEM);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint8(4, MAP_FORMAT_VERSION);
  view.setUint8(5, header.classes.length);
  view.setUint16(6, header.headerBytes, true);
  view.setUint32(8, header.count, true);
  view.setUint32(12, header.blockSystems, true);
  for (let axis = 0; axis < 3; axis++) {
    view.setFloat64(16 + axis * 8, header.min[axis]!, true);
    view.setFloat64(40 + axis * 8, header.max[axis]!, true);
  }
  header.classes.forEach((letter, i) =>
    view.setUint8(FIXED_HEADER_BYTES + i, letter.charCodeAt(0)),
  );
  return bytes;
}

/** Writes the block starting at system `first` (a multiple of the block size) into `bytes`. */
export function writeMapBlock(
  header: MapHeader,
  bytes: Uint8Array,
  columns: MapColumns,
  first: number,
): void {
  const n = blockLength(header, first);
  const base = blockOffset(header, first);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  [columns.x, columns.y, columns.z].forEach((axis, a) => {
    const min = header.min[a]!;
    const scale = STEPS / (header.max[a]! - min);
    const plane = base + a * 2 * n;
    for (let i = 0; i < n; i++) {
      const q = Math.round((axis[first + i]! - min) * scale);
      view.setUint16(plane + i * 2, Math.min(STEPS, Math.max(0, q)), true);
    }
  });
  const styles = base + 6 * n;
  for (let i = 0; i < n; i++) {
    const size = columns.sizeClass[first + i]! & 15;
    bytes[styles + i] = (size << 4) | (columns.classIndex[first + i]! & 15);
  }
}

/** The whole encoding (header and every block) in one buffer. */
export function encodeMap(columns: MapColumns, blockSystems = MAP_BLOCK_SYSTEMS): Uint8Array {
  const header = mapHeaderFor(columns, blockSystems);
  const bytes = allocateMap(header);
  for (let first = 0; first < header.count; first += blockSystems) {
    writeMapBlock(header, bytes, columns, first);
  }
  return bytes;
}

/** The class index of a spectral class letter (UNKNOWN_CLASS for anything else). */
export function classIndexOf(letter: string): number {
  const index = (MAP_CLASSES as readonly string[]).indexOf(letter);
  return index < 0 ? UNKNOWN_CLASS : index;
}

/** Thrown for bytes that are not this format (or a version this decoder does not read). */
export class MapFormatError extends Error {}

/** The header, once at least its bytes have arrived; undefined while they have not. */
export function decodeMapHeader(bytes: Uint8Array): MapHeader | undefined {
  if (bytes.length < FIXED_HEADER_BYTES) return undefined;
  if (MAGIC.some((b, i) => bytes[i] !== b)) throw new MapFormatError('Not an Orrery map');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint8(4);
  if (version !== MAP_FORMAT_VERSION) throw new MapFormatError(`Map format ${version} unknown`);
  const classCount = view.getUint8(5);
  const start = view.getUint16(6, true);
  if (bytes.length < start) return undefined;
  const axis = (offset: number) =>
    [0, 1, 2].map((a) => view.getFloat64(offset + a * 8, true)) as [number, number, number];
  return {
    count: view.getUint32(8, true),
    blockSystems: view.getUint32(12, true),
    min: axis(16),
    max: axis(40),
    classes: Array.from({ length: classCount }, (_, i) =>
      String.fromCharCode(view.getUint8(FIXED_HEADER_BYTES + i)),
    ),
    headerBytes: start,
  };
}

/** Decoded systems: positions in light-years, class index and size class per system. */
export interface MapBlock {
  /** Index of the block's first system. */
  first: number;
  count: number;
  /** x, y, z per system */
  positions: Float32Array;
  classIndex: Uint8Array;
  sizeClass: Uint8Array;
}

/** Systems in the block starting at system `first`. */
export function blockLength(header: MapHeader, first: number): number {
  return Math.min(header.blockSystems, header.count - first);
}

/** Byte offset of the block starting at system `first`. */
export function blockOffset(header: MapHeader, first: number): number {
  return header.headerBytes + first * MAP_BYTES_PER_SYSTEM;
}

/**
 * Decodes the block starting at system `first` from `bytes` (the stream so far, from byte 0), or
 * undefined while it has not fully arrived.
 */
export function decodeMapBlock(
  header: MapHeader,
  bytes: Uint8Array,
  first: number,
): MapBlock | undefined {
  const n = blockLength(header, first);
  const base = blockOffset(header, first);
  if (n <= 0 || bytes.length < base + n * MAP_BYTES_PER_SYSTEM) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const positions = new Float32Array(n * 3);
  for (let a = 0; a < 3; a++) {
    const min = header.min[a]!;
    const step = (header.max[a]! - min) / STEPS;
    const plane = base + a * 2 * n;
    for (let i = 0; i < n; i++)
      positions[i * 3 + a] = min + view.getUint16(plane + i * 2, true) * step;
  }
  const classIndex = new Uint8Array(n);
  const sizeClass = new Uint8Array(n);
  const styles = base + 6 * n;
  for (let i = 0; i < n; i++) {
    const style = bytes[styles + i]!;
    classIndex[i] = style & 15;
    sizeClass[i] = style >> 4;
  }
  return { first, count: n, positions, classIndex, sizeClass };
}

/** Every block of a complete encoding (tests, and clients that fetch it whole). */
export function decodeMap(bytes: Uint8Array): { header: MapHeader; blocks: MapBlock[] } {
  const header = decodeMapHeader(bytes);
  if (!header) throw new MapFormatError('The map ends inside its header');
  const blocks: MapBlock[] = [];
  for (let first = 0; first < header.count; first += header.blockSystems) {
    const block = decodeMapBlock(header, bytes, first);
    if (!block) throw new MapFormatError(`The map ends inside the block at ${first}`);
    blocks.push(block);
  }
  return { header, blocks };
}
