import { type Db } from '@orrery/db';
import { listDiscoveryPage } from '@orrery/db/galaxy';
import type { MapSystem } from '../game/core/views.js';
import { yieldToEventLoop } from '../game/core/event-loop.js';
import type { MapData } from './map-data.js';

/** Systems per JSON chunk: a few milliseconds of string building each. */
const JSON_CHUNK_SYSTEMS = 500;
const DISCOVERY_PAGE_ROWS = 10_000;
const NOBODY = -1;

/**
 * Coordinates are rounded to 0.1 ly (the precision the map shows): full precision would make the
 * heaviest response twice as large once compressed.
 */
const toTenth = (value: number) => Math.round(value * 10) / 10;

/** Who discovered each system (its user id, or -1), read a page at a time. */
export async function discoveryOwners(db: Db, count: number): Promise<Int32Array> {
  const owners = new Int32Array(count).fill(NOBODY);
  for (let after = -1; ;) {
    const page = await listDiscoveryPage(db, after, DISCOVERY_PAGE_ROWS);
    for (const { system_id, user_id } of page) {
      if (system_id < count) owners[system_id] = user_id;
    }
    if (page.length < DISCOVERY_PAGE_ROWS) return owners;
    after = page[page.length - 1]!.system_id;
    await yieldToEventLoop();
  }
}

/** One system as the spec's map list has it. */
export function mapSystemAt(data: MapData, owners: Int32Array, i: number): MapSystem {
  const owner = owners[i]!;
  return {
    hash: data.hashes.get(i),
    name: data.names.get(i),
    coordinates: { x: toTenth(data.x[i]!), y: toTenth(data.y[i]!), z: toTenth(data.z[i]!) },
    discovered: owner !== NOBODY,
    discoveredById: owner === NOBODY ? null : owner,
    firstStar: {
      spectralClass: data.classes[data.classCode[i]!]!,
      type: data.starTypes[data.typeCode[i]!]!,
      sizeClass: data.sizeClass[i]!,
    },
  };
}

/**
 * The spec's map list as JSON text, a chunk of systems at a time (yielding between chunks), so a
 * million systems stream out without holding the server: the same bytes JSON.stringify would give
 * of the whole array.
 */
export async function* mapListJson(db: Db, data: MapData): AsyncGenerator<string> {
  const owners = await discoveryOwners(db, data.count);
  yield '[';
  for (let first = 0; first < data.count; first += JSON_CHUNK_SYSTEMS) {
    const last = Math.min(data.count, first + JSON_CHUNK_SYSTEMS);
    const parts: string[] = [];
    for (let i = first; i < last; i++) parts.push(JSON.stringify(mapSystemAt(data, owners, i)));
    yield (first === 0 ? '' : ',') + parts.join(',');
    await yieldToEventLoop();
  }
  yield ']';
}

/** The whole list as objects (tRPC; small galaxies only, see solar.map). */
export async function mapListArray(db: Db, data: MapData): Promise<MapSystem[]> {
  const owners = await discoveryOwners(db, data.count);
  return Array.from({ length: data.count }, (_, i) => mapSystemAt(data, owners, i));
}
