import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { mapListJson, type MapData } from '@orrery/api';
import type { Db } from '@orrery/db';
import type { BodyEncoding } from '../cache/versioned-body.js';
import { SharedBody } from './shared-body.js';

/** A map list answer's body, and its length once it is known. */
export interface MapListBody {
  bytes: Readable | Buffer;
  length: number | undefined;
}

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
 * Each encoding asked for is kept for the current galaxy version (at 1,000,000 systems, 25 MB of
 * brotli, 190 MB plain), shared by requests that arrive while it is made; a discovery makes a new
 * version, and the next request builds anew.
 */
export class MapListBodies {
  #version = '';
  #bodies = new Map<BodyEncoding, SharedBody>();

  constructor(private readonly db: Db) {}

  /**
   * The body for `version` of the galaxy: while it is made, a stream that follows it; once kept,
   * its bytes from memory with their length.
   */
  body(version: string, data: MapData, encoding: BodyEncoding): MapListBody {
    const json = () => Readable.from(mapListJson(this.db, data));
    if (version !== this.#version) {
      this.#version = version;
      this.#bodies = new Map();
    }
    let body = this.#bodies.get(encoding);
    if (!body || body.failed) {
      const source = json();
      if (encoding === 'identity') body = new SharedBody(source);
      else {
        const compressor =
          encoding === 'br'
            ? createBrotliCompress(brotliOptions(data.count * BYTES_PER_SYSTEM))
            : createGzip({ level: 6 });
        source.on('error', (error) => compressor.destroy(error));
        body = new SharedBody(source.pipe(compressor));
      }
      this.#bodies.set(encoding, body);
    }
    return { bytes: body.body(), length: body.complete ? body.bytes : undefined };
  }
}
