import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { BodyEncoding } from '../cache/versioned-body.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The binary map's compressed forms, made once per map version off the main thread (zlib's
 * thread pool). Brotli 5 is as small as brotli 9 on these quantised positions in a
 * fraction of the time; 11 saves a few percent for many times the time.
 */
export class StaticMapBodies {
  #key = '';
  #bodies = new Map<BodyEncoding, Promise<Buffer>>();

  get(key: string, encoded: Uint8Array, encoding: BodyEncoding): Promise<Buffer> {
    if (key !== this.#key) {
      this.#key = key;
      this.#bodies = new Map();
    }
    let body = this.#bodies.get(encoding);
    if (!body) {
      const raw = Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength);
      body =
        encoding === 'br'
          ? brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : encoding === 'gzip'
            ? gzipAsync(raw, { level: 6 })
            : Promise.resolve(raw);
      const bodies = this.#bodies;
      bodies.set(encoding, body);
      body.catch(() => bodies.delete(encoding));
    }
    return body;
  }
}
