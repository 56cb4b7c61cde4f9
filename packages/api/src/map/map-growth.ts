import { type Db } from '@orrery/db';
import type { Galaxy } from '@orrery/db/galaxy';
import { GROWTH_STABLE_VERSIONS } from '@orrery/procgen';
import { yieldToEventLoop } from '../game/core/event-loop.js';
import {
  dictionary,
  finishMapData,
  readMapRows,
  type LoadProgress,
  type MapColumnsInProgress,
  type MapData,
} from './map-data.js';

/** What a galaxy's systems depend on, beside its size. */
export type GalaxyLineage = Pick<Galaxy, 'seed' | 'size' | 'generator_version' | 'created_at'>;

/**
 * Whether `now` is `before` grown: the same galaxy (seed, generator version, creation) of a
 * generator whose growth keeps existing systems as they are, with more systems. Only then do the
 * first `before.size` systems stay the same and may be kept instead of read again.
 */
export function onlyGrew(before: GalaxyLineage, now: GalaxyLineage): boolean {
  return (
    now.size > before.size &&
    now.seed === before.seed &&
    now.generator_version === before.generator_version &&
    now.created_at === before.created_at &&
    (GROWTH_STABLE_VERSIONS as readonly number[]).includes(now.generator_version)
  );
}

/** Entries copied between two yields: a copy of a whole column at millions of systems is long. */
const COPY_SLICE = 262_144;
/** Room a grown column keeps past its entries, so that the next sizes of a growth need no copy. */
const HEADROOM = 1.5;

type Column = Float64Array | Uint8Array;

/**
 * `old` with room for `count` entries: a longer view of the same buffer while it has room, else a
 * copy (a slice at a time) into a buffer with room to spare. Sharing is safe: `old`'s own entries
 * are never written again, and past them every growth of one galaxy writes the same values (a
 * growth-stable generator's systems, read in id order, their codes given in that order).
 */
async function grownArray<T extends Column>(old: T, count: number): Promise<T> {
  const Typed = old.constructor as new (buffer: ArrayBuffer, offset: number, length: number) => T;
  const buffer = old.buffer as ArrayBuffer;
  if (old.byteOffset === 0 && buffer.byteLength >= count * old.BYTES_PER_ELEMENT) {
    return new Typed(buffer, 0, count);
  }
  const room = new ArrayBuffer(Math.ceil(count * HEADROOM) * old.BYTES_PER_ELEMENT);
  const grown = new Typed(room, 0, count);
  for (let from = 0; from < old.length; from += COPY_SLICE) {
    grown.set(old.subarray(from, from + COPY_SLICE), from);
    await yieldToEventLoop();
  }
  return grown;
}

/**
 * The map data of `galaxy`, grown from `old` (the map data of its first `old.count` systems): reads
 * only the new systems, then encodes the binary map again (copying what the same bounds leave
 * unchanged). The same data, byte for byte, as loadMapData would read whole.
 */
export async function extendMapData(
  db: Db,
  old: MapData,
  galaxy: Pick<Galaxy, 'seed' | 'size' | 'generator_version'>,
  onProgress?: (progress: LoadProgress) => void,
): Promise<MapData> {
  const count = galaxy.size;
  const columns: MapColumnsInProgress = {
    count,
    x: await grownArray(old.x, count),
    y: await grownArray(old.y, count),
    z: await grownArray(old.z, count),
    classCode: await grownArray(old.classCode, count),
    typeCode: await grownArray(old.typeCode, count),
    sizeClass: await grownArray(old.sizeClass, count),
    hashes: old.hashes.copy(),
    names: old.names.copy(),
    classes: dictionary(old.classes),
    starTypes: dictionary(old.starTypes),
  };
  await readMapRows(db, columns, old.count, onProgress);
  return finishMapData(galaxy, columns, old);
}
