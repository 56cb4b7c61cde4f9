/**
 * Loads the galaxy's static map (docs/api.md, "The static map") as it streams: the manifest names
 * the current version, the binary map arrives block by block and each block goes into the points
 * as soon as its bytes are in, so the map draws the first 16,384 systems while the rest are on the
 * way. The binary is immutable per version (the browser's cache keeps it); the decoded points are
 * kept here too, so coming back to the map draws at once.
 */
import {
  blockLength,
  blockOffset,
  decodeMapBlock,
  decodeMapHeader,
  MAP_BYTES_PER_SYSTEM,
} from '@orrery/api/map-format';
import { api } from '../../api/api.js';
import { answer } from '../../api/client.js';
import type { MapLabels, MapManifest } from '../../api/types.js';
import { GalaxyPoints } from './map-buffers.js';

export interface LoadedMap {
  manifest: MapManifest;
  points: GalaxyPoints;
  /** settles once every block is in */
  complete: Promise<void>;
}

let held: LoadedMap | null = null;

/**
 * The current galaxy's points: the ones held when the manifest still names them, else a new load.
 * Resolves as soon as the header is in (the points fill as blocks arrive).
 */
export async function loadStaticMap(): Promise<LoadedMap> {
  const manifest = await answer(api.GET('/solar/solarsystems/map/static'));
  if (held?.manifest.version === manifest.version) return held;
  const stream = await answer(
    api.GET('/solar/solarsystems/map/static/{version}', {
      params: { path: { version: manifest.version } },
      parseAs: 'stream',
    }),
  );
  if (!stream) throw new Error('The static map has no body');
  const reader = (stream as ReadableStream<Uint8Array>).getReader();
  const bytes = new Uint8Array(manifest.bytes);
  let received = 0;

  // Read until the header is in; the rest goes on in the background.
  let points: GalaxyPoints | null = null;
  while (!points) {
    const { done, value } = await reader.read();
    if (done) throw new Error('The static map ended inside its header');
    bytes.set(value, received);
    received += value.length;
    const header = decodeMapHeader(bytes.subarray(0, received));
    if (header) points = new GalaxyPoints(header);
  }
  const galaxy = points;
  const header = galaxy.header;
  let next = 0;
  const decodeArrived = () => {
    while (next < header.count) {
      const end = blockOffset(header, next) + blockLength(header, next) * MAP_BYTES_PER_SYSTEM;
      if (end > received) return;
      galaxy.addBlock(decodeMapBlock(header, bytes.subarray(0, received), next)!);
      next += header.blockSystems;
    }
  };
  decodeArrived();
  const complete = (async () => {
    while (next < header.count) {
      const { done, value } = await reader.read();
      if (done) throw new Error('The static map ended before its last block');
      bytes.set(value, received);
      received += value.length;
      decodeArrived();
    }
  })();
  const loaded: LoadedMap = { manifest, points: galaxy, complete };
  held = loaded;
  complete.catch(() => {
    if (held === loaded) held = null;
  });
  return loaded;
}

/** Labels chunks of the held version, fetched once each (the browser caches them for good). */
const labelChunks = new Map<string, Promise<MapLabels>>();

/** The hash and name of system `index`. */
export async function labelOf(
  manifest: MapManifest,
  index: number,
): Promise<{ hash: string; name: string }> {
  const chunk = Math.floor(index / manifest.labelSystems);
  const key = `${manifest.version}/${chunk}`;
  let labels = labelChunks.get(key);
  if (!labels) {
    labels = answer(
      api.GET('/solar/solarsystems/map/static/{version}/labels/{chunk}', {
        params: { path: { version: manifest.version, chunk: String(chunk) } },
      }),
    );
    labelChunks.set(key, labels);
    labels.catch(() => labelChunks.delete(key));
  }
  const { first, hashes, names } = await labels;
  return { hash: hashes[index - first]!, name: names[index - first]! };
}
