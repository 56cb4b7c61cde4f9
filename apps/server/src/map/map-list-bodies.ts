import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { mapListJson, type MapData } from '@orrery/api';
import type { Db } from '@orrery/db';
import type { BodyEncoding } from '../cache/versioned-body.js';
import { SharedBody } from './shared-body.js';

/** Brotli 5 in text mode, as for the other cached reads (versioned-body.ts). */
const brotliOptions = (sizeHint: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
  },
});

/** About 190 bytes of JSON per system: a size hint for the compressor. */
const BYTES_PER_SYSTEM = 190;

/**
 * The spec's map list, built as it streams (api: mapListJson) and compressed on zlib's threads.
 * Its compressed forms are kept for the current galaxy version (25 MB of brotli at 1,000,000
 * systems), shared by requests that arrive while it is made; a discovery makes a new version,
 * and the next request builds anew. Uncompressed answers are built per request and not kept.
 */
export class MapListBodies {
  #version = '';
  #bodies = new Map<BodyEncoding, SharedBody>();

  constructor(private readonly db: Db) {}

  /** The body for `version` of the galaxy: a stream, or once a kept one is complete, its bytes. */
  body(version: string, data: MapData, encoding: BodyEncoding): Readable | Buffer {
    const json = () => Readable.from(mapListJson(this.db, data));
    if (encoding === 'identity') return json();
    if (version !== this.#version) {
      this.#version = version;
      this.#bodies = new Map();
    }
    let body = this.#bodies.get(encoding);
    if (!body || body.failed) {
      const compressor =
        encoding === 'br'
          ? createBrotliCompress(brotliOptions(data.count * BYTES_PER_SYSTEM))
          : createGzip({ level: 6 });
      const source = json();
      source.on('error', (error) => compressor.destroy(error));
      body = new SharedBody(source.pipe(compressor));
      this.#bodies.set(encoding, body);
    }
    return body.body();
  }
}
