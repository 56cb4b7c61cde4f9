import { createHash } from 'node:crypto';
import { type Db } from '@orrery/db';
import { listMapStaticPage, type Galaxy } from '@orrery/db/galaxy';
import type { SpectralClass, StarType } from '@orrery/domain';
import {
  allocateMap,
  classIndexOf,
  MAP_BLOCK_SYSTEMS,
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

/** The static data's name: its galaxy's seed, size and generator version, and the format. */
export function mapKey(galaxy: Pick<Galaxy, 'seed' | 'size' | 'generator_version'>): string {
  const identity = [galaxy.seed, galaxy.size, galaxy.generator_version, MAP_FORMAT_VERSION];
  const digest = createHash('sha256').update(identity.join('|')).digest('base64url');
  return `${galaxy.generator_version}-${digest.slice(0, 16)}`;
}

/** A small table of the distinct strings in a column, each stored as a byte code. */
function dictionary<T extends string>() {
  const values: T[] = [];
  const codes = new Map<T, number>();
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
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const z = new Float64Array(count);
  const classCode = new Uint8Array(count);
  const typeCode = new Uint8Array(count);
  const sizeClass = new Uint8Array(count);
  const hashes = new StringColumn();
  const names = new StringColumn();
  const classes = dictionary<SpectralClass>();
  const types = dictionary<StarType>();

  for (let done = 0; done < count;) {
    // A growth may have added systems past `count` since the galaxy was read: not this map's.
    const rows = (await listMapStaticPage(db, done - 1, PAGE_ROWS)).slice(0, count - done);
    if (rows.length === 0) break;
    for (const [i, row] of rows.entries()) {
      const id = done + i;
      if (row.id !== id) throw new Error(`The galaxy has no system ${id}: is it fully seeded?`);
      x[id] = row.x;
      y[id] = row.y;
      z[id] = row.z;
      classCode[id] = classes.code(row.first_star_class);
      typeCode[id] = types.code(row.first_star_type);
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

  const classIndex = new Uint8Array(count);
  const byCode = classes.values.map(classIndexOf);
  for (let i = 0; i < count; i++) classIndex[i] = byCode[classCode[i]!]!;
  const columns = { count, x, y, z, classIndex, sizeClass };
  const header = mapHeaderFor(columns);
  const encoded = allocateMap(header);
  for (let first = 0; first < count; first += MAP_BLOCK_SYSTEMS) {
    writeMapBlock(header, encoded, columns, first);
    await yieldToEventLoop();
  }

  return {
    key: mapKey(galaxy),
    count,
    x,
    y,
    z,
    hashes,
    names,
    classCode,
    classes: classes.values,
    typeCode,
    starTypes: types.values,
    sizeClass,
    header,
    encoded,
  };
}
