import { createHash } from 'node:crypto';
import { type Db } from '@orrery/db';
import { listMapStaticPage, type Galaxy } from '@orrery/db/galaxy';
import type { SpectralClass, StarType } from '@orrery/domain';
import {
  allocateMap,
  classIndexOf,
  MAP_BLOCK_SYSTEMS,
  MAP_BYTES_PER_SYSTEM,
  MAP_FORMAT_VERSION,
  mapHeaderFor,
  writeMapBlock,
  type MapHeader,
} from './map-format.js';
import { yieldToEventLoop } from '../game/core/event-loop.js';
import { StringColumn } from './string-column.js';

/**
 * Everything the map shows of a galaxy that never changes for its seed, size and generator
 * version, read once from the database: positions, names, hashes, first star, and the binary
 * encoding built from them. The JSON map list, the binary map and its labels all come from here.
 */
export interface MapData {
  /** Names this data: the same for every galaxy with the same seed, size and generator version. */
  key: string;
  count: number;
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  hashes: StringColumn;
  names: StringColumn;
  /** index into `classes` per system */
  classCode: Uint8Array;
  classes: SpectralClass[];
  /** index into `starTypes` per system */
  typeCode: Uint8Array;
  starTypes: StarType[];
  sizeClass: Uint8Array;
  header: MapHeader;
  /** The binary map (map-format.ts). */
  encoded: Uint8Array;
}

/** Rows per database read: a few milliseconds each, so requests keep flowing while it loads. */
const PAGE_ROWS = 1_000;
/** Systems handled between two yields while the encoding is finished. */
const SLICE_SYSTEMS = 262_144;

/** The static data's name: its galaxy's seed, size and generator version, and the format. */
export function mapKey(galaxy: Pick<Galaxy, 'seed' | 'size' | 'generator_version'>): string {
  const identity = [galaxy.seed, galaxy.size, galaxy.generator_version, MAP_FORMAT_VERSION];
  const digest = createHash('sha256').update(identity.join('|')).digest('base64url');
  return `${galaxy.generator_version}-${digest.slice(0, 16)}`;
}

export interface Dictionary<T> {
  values: T[];
  code(value: T): number;
}

/**
 * A small table of the distinct strings in a column, each stored as a byte code; `known` are the
 * codes 0, 1, … already given (a map being extended keeps its codes).
 */
export function dictionary<T extends string>(known: readonly T[] = []): Dictionary<T> {
  const values: T[] = [...known];
  const codes = new Map<T, number>(values.map((value, code) => [value, code]));
  return {
    values,
    code(value: T): number {
      let code = codes.get(value);
      if (code === undefined) {
        code = values.length;
        if (code > 255) throw new Error('More than 256 distinct values in a map column');
        values.push(value);
        codes.set(value, code);
      }
      return code;
    },
  };
}

export interface LoadProgress {
  done: number;
  total: number;
}

/** The columns of MapData being filled, before the binary encoding is made from them. */
export type MapColumnsInProgress = Omit<
  MapData,
  'key' | 'header' | 'encoded' | 'classes' | 'starTypes'
> & {
  classes: Dictionary<SpectralClass>;
  starTypes: Dictionary<StarType>;
};

/**
 * Reads systems `from` … `columns.count` − 1 a page at a time (yielding between pages) into
 * `columns`, whose arrays hold `columns.count` entries and whose string columns end at `from`.
 */
export async function readMapRows(
  db: Db,
  columns: MapColumnsInProgress,
  from: number,
  onProgress?: (progress: LoadProgress) => void,
): Promise<void> {
  const { count, x, y, z, classCode, typeCode, sizeClass, hashes, names } = columns;
  for (let done = from; done < count;) {
    // A growth may have added systems past `count` since the galaxy was read: not this map's.
    const rows = (await listMapStaticPage(db, done - 1, PAGE_ROWS)).slice(0, count - done);
    if (rows.length === 0) break;
    for (const [i, row] of rows.entries()) {
      const id = done + i;
      if (row.id !== id) throw new Error(`The galaxy has no system ${id}: is it fully seeded?`);
      x[id] = row.x;
      y[id] = row.y;
      z[id] = row.z;
      classCode[id] = columns.classes.code(row.first_star_class);
      typeCode[id] = columns.starTypes.code(row.first_star_type);
      sizeClass[id] = row.size_class;
    }
    hashes.append(rows.map((row) => row.hash));
    names.append(rows.map((row) => row.name));
    done += rows.length;
    onProgress?.({ done, total: count });
    await yieldToEventLoop();
  }
  if (hashes.count !== count) {
    throw new Error(`The galaxy holds ${hashes.count} of its ${count} systems`);
  }
}

/**
 * The finished map data: the header for all the columns and the binary encoding, whose blocks
 * before system `unchangedBefore` are copied from `previous` when its header has the same bounds
 * (those bytes would come out the same), and written afresh otherwise, a block between yields.
 */
export async function finishMapData(
  galaxy: Pick<Galaxy, 'seed' | 'size' | 'generator_version'>,
  columns: MapColumnsInProgress,
  previous?: Pick<MapData, 'header' | 'encoded' | 'count'>,
): Promise<MapData> {
  const { count, x, y, z, sizeClass, classCode } = columns;
  const classIndex = new Uint8Array(count);
  const byCode = columns.classes.values.map(classIndexOf);
  for (let i = 0; i < count; i++) {
    classIndex[i] = byCode[classCode[i]!]!;
    if (i % SLICE_SYSTEMS === SLICE_SYSTEMS - 1) await yieldToEventLoop();
  }
  const header = mapHeaderFor({ count, x, y, z, classIndex, sizeClass });
  const encoded = allocateMap(header);
  let first = 0;
  if (previous && sameBounds(previous.header, header)) {
    // Whole blocks keep their bytes and place; the last, shorter one is written again.
    first = Math.floor(previous.count / header.blockSystems) * header.blockSystems;
    const end = header.headerBytes + first * MAP_BYTES_PER_SYSTEM;
    const step = SLICE_SYSTEMS * MAP_BYTES_PER_SYSTEM;
    for (let at = header.headerBytes; at < end; at += step) {
      encoded.set(previous.encoded.subarray(at, Math.min(end, at + step)), at);
      await yieldToEventLoop();
    }
  }
  const encode = { count, x, y, z, classIndex, sizeClass };
  for (; first < count; first += MAP_BLOCK_SYSTEMS) {
    writeMapBlock(header, encoded, encode, first);
    await yieldToEventLoop();
  }
  return {
    ...columns,
    key: mapKey(galaxy),
    classes: columns.classes.values,
    starTypes: columns.starTypes.values,
    header,
    encoded,
  };
}

function sameBounds(a: MapHeader, b: MapHeader): boolean {
  return (
    a.headerBytes === b.headerBytes &&
    a.blockSystems === b.blockSystems &&
    [0, 1, 2].every((axis) => a.min[axis] === b.min[axis] && a.max[axis] === b.max[axis])
  );
}

/**
 * Reads the galaxy's systems a page at a time (yielding between pages) and builds the columns and
 * the binary encoding. The galaxy must be fully seeded: system ids are 0 … size − 1.
 */
export async function loadMapData(
  db: Db,
  galaxy: Pick<Galaxy, 'seed' | 'size' | 'generator_version'>,
  onProgress?: (progress: LoadProgress) => void,
): Promise<MapData> {
  const count = galaxy.size;
  const columns: MapColumnsInProgress = {
    count,
    x: new Float64Array(count),
    y: new Float64Array(count),
    z: new Float64Array(count),
    classCode: new Uint8Array(count),
    typeCode: new Uint8Array(count),
    sizeClass: new Uint8Array(count),
    hashes: new StringColumn(),
    names: new StringColumn(),
    classes: dictionary<SpectralClass>(),
    starTypes: dictionary<StarType>(),
  };
  await readMapRows(db, columns, 0, onProgress);
  return finishMapData(galaxy, columns);
}
