/**
 * Loads the galaxy's static map (docs/api.md, "The static map") as it streams:
 * the manifest names the current version, the binary map arrives block by block and each block goes into the points
 * as soon as its bytes are in. The first block (16,384 systems, an even sample) is decoded alone
 * and the rest waits until the page says that sample is on screen (`drawn`): before the first
 * frame the main thread has the WebGL set-up to do, not the other million systems. After it,
 * one block per task, so frames and input go on while the rest comes in. The binary is immutable
 * per version (the browser's cache keeps it); the decoded points are kept here too, so coming
 * back to the map draws at once.
 */
import {
  blockLength,
  blockOffset,
  decodeMapBlock,
  decodeMapHeader,
  MAP_BYTES_PER_SYSTEM,
  type MapHeader,
} from '@orrery/api/map-format';
import { api } from '../../../api/api.js';
import { answer } from '../../../api/client.js';
import type { MapLabels, MapManifest } from '../../../api/types.js';
import { GalaxyPoints, type MapPoints } from './map-buffers.js';
import { OctreeStream } from './octree-stream.js';
import { staticMapStream } from './static-map-fetch.js';

export interface LoadedMap {
  manifest: MapManifest;
  points: MapPoints;
  /** in octree mode (a galaxy too large to load whole): the cells streamed by the camera */
  octree?: OctreeStream;
  /** settles once every block is in */
  complete: Promise<void>;
  /** the page calls this once its first frame with points is drawn: the other blocks follow */
  drawn: () => void;
}

/** After the first frame, blocks are decoded for this long before the browser gets a turn. */
const DECODE_SLICE_MS = 250;

let held: LoadedMap | null = null;
let loading: Promise<LoadedMap> | null = null;

/**
 * Lets the browser draw, handle input and render React between two slices of blocks: a task
 * queued behind the ones already waiting (no 4 ms timer clamp; scheduler.yield would run first).
 */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** A load started before the page mounted, which the page's first call takes as it is. */
let ahead: Promise<LoadedMap> | null = null;
/** What that load gave, once it has (its header is in), while the page has not taken it yet. */
let aheadLoaded: LoadedMap | null = null;

/**
 * Starts loading while the page's code downloads (opened straight on /map): the manifest and the
 * first block come in beside three.js instead of after it.
 */
export function preloadStaticMap(): void {
  const load = loadStaticMap();
  ahead = load;
  load.then(
    (map) => {
      if (ahead === load) aheadLoaded = map;
    },
    () => {
      if (ahead === load) ahead = null;
    },
  );
}

/**
 * The preloaded map if its header is already in: the page starts with it (one round of React
 * renders sooner than through the promise); its `loadStaticMap` call still takes the same map.
 */
export function preloadedStaticMap(): LoadedMap | null {
  return aheadLoaded;
}

/**
 * The current galaxy's points: the ones preloaded, the ones held when the manifest still names
 * them, else a new load (one at a time). Resolves as soon as the header is in (the points fill
 * as blocks arrive).
 */
export function loadStaticMap(): Promise<LoadedMap> {
  if (ahead) {
    const load = ahead;
    ahead = null;
    aheadLoaded = null;
    return load;
  }
  loading ??= startLoad().finally(() => {
    loading = null;
  });
  return loading;
}

/** The bytes up to the end of the first block: what is read before the first frame. */
const firstFrameBytes = (header: MapHeader) =>
  blockOffset(header, 0) + blockLength(header, 0) * MAP_BYTES_PER_SYSTEM;

async function startLoad(): Promise<LoadedMap> {
  const manifest = await answer(api.GET('/solar/solarsystems/map/static'));
  if (held?.manifest.version === manifest.version) return held;
  if (manifest.mode === 'octree') return startOctree(manifest);
  const stream = await staticMapStream(`/api/v1${manifest.path}`, async () => {
    const body = await answer(
      api.GET('/solar/solarsystems/map/static/{version}', {
        params: { path: { version: manifest.version } },
        parseAs: 'stream',
      }),
    );
    if (!body) throw new Error('The static map has no body');
    return body as ReadableStream<Uint8Array>;
  });
  const reader = stream.getReader();
  const bytes = new Uint8Array(manifest.bytes);
  let received = 0;
  let drawn!: () => void;
  const firstDrawn = new Promise<void>((resolve) => (drawn = resolve));
  /** bytes to read before the first frame: the header's, then the first block's */
  let beforeFirstFrame = Infinity;
  let ended: unknown = null;
  let arrived = () => {};
  void (async () => {
    for (;;) {
      // The rest stays in the network's buffers until the first frame is drawn.
      if (received >= beforeFirstFrame) await firstDrawn;
      const { done, value } = await reader.read();
      if (done) break;
      bytes.set(value, received);
      received += value.length;
      // The limit holds from the chunk that completes the header: a body already buffered (the
      // HTML's preload) would otherwise be read whole before the decoder's turn comes.
      if (beforeFirstFrame === Infinity) {
        const header = decodeMapHeader(bytes.subarray(0, received));
        if (header) beforeFirstFrame = firstFrameBytes(header);
      }
      arrived();
    }
  })()
    .then(
      () => (ended = new Error('The static map ended early')),
      (error: unknown) => (ended = error ?? new Error('The static map failed')),
    )
    .finally(() => arrived());
  /** Waits until `enough()` holds for the bytes read so far. */
  const until = async (enough: () => boolean) => {
    while (!enough()) {
      if (ended) throw ended;
      await new Promise<void>((resolve) => (arrived = resolve));
    }
  };

  let points: GalaxyPoints | null = null;
  await until(() => {
    const header = decodeMapHeader(bytes.subarray(0, received));
    if (header) points = new GalaxyPoints(header);
    return points !== null;
  });
  performance.mark('map:header');
  const galaxy = points!;
  const header = galaxy.header;
  // Marks on the page's performance timeline (map:*): the first-frame bench reads them.
  const complete = (async () => {
    let sliceStart = 0;
    for (let next = 0; next < header.count; next += header.blockSystems) {
      const end = blockOffset(header, next) + blockLength(header, next) * MAP_BYTES_PER_SYSTEM;
      if (received < end) {
        await until(() => received >= end);
        sliceStart = performance.now();
      }
      galaxy.addBlock(decodeMapBlock(header, bytes.subarray(0, received), next)!);
      if (next === 0) {
        performance.mark('map:first-block');
        await firstDrawn;
        sliceStart = performance.now();
      } else if (performance.now() - sliceStart > DECODE_SLICE_MS) {
        await nextTask();
        sliceStart = performance.now();
      }
    }
    performance.mark('map:complete');
  })();
  const loaded: LoadedMap = { manifest, points: galaxy, complete, drawn };
  held = loaded;
  complete.catch(() => {
    if (held === loaded) held = null;
  });
  return loaded;
}

/**
 * A galaxy in octree mode: its root's first page is in (the first frame), the rest follows the
 * camera (OctreeStream). The stream is per page visit: it is not held for the next.
 */
async function startOctree(manifest: MapManifest): Promise<LoadedMap> {
  const octree = new OctreeStream(manifest);
  performance.mark('map:header');
  await octree.start();
  performance.mark('map:first-block');
  return { manifest, points: octree.points, octree, complete: Promise.resolve(), drawn: () => {} };
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
