import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** Brotli 5 squeezes JSON well while compressing megabytes in well under a second. */
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** The first encoding the client accepts, preferring brotli. */
export function pickEncoding(acceptEncoding: string | undefined): BodyEncoding {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/** One serialized JSON body and its compressed forms, made once each on first use. */
export class VersionedBody {
  readonly #json: Buffer;
  readonly #encoded = new Map<BodyEncoding, Promise<Buffer>>();

  constructor(
    readonly version: string,
    data: unknown,
  ) {
    this.#json = Buffer.from(JSON.stringify(data));
    this.etag = `"${version}"`;
  }

  /** Made once: every cache hit sends it. */
  readonly etag: string;

  /** Bytes of the uncompressed JSON. */
  get size(): number {
    return this.#json.length;
  }

  encoded(encoding: BodyEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.#json);
    let body = this.#encoded.get(encoding);
    if (!body) {
      body = encoding === 'br' ? brotli(this.#json, BROTLI_OPTIONS) : gzipAsync(this.#json);
      this.#encoded.set(encoding, body);
    }
    return body;
  }
}
