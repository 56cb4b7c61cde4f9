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

/** Bodies smaller than this are sent as they are: compressing them saves too little. */
const MIN_COMPRESSED_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

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
  readonly #encodedNow = new Map<BodyEncoding, Buffer>();

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

  /** The encoding an answer to a client accepting `acceptEncoding` is sent in. */
  encodingFor(acceptEncoding: string | undefined): BodyEncoding {
    return this.size < MIN_COMPRESSED_BYTES ? 'identity' : pickEncoding(acceptEncoding);
  }

  encoded(encoding: BodyEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.#json);
    let body = this.#encoded.get(encoding);
    if (!body) {
      body = encoding === 'br' ? brotli(this.#json, BROTLI_OPTIONS) : gzipAsync(this.#json);
      void body.then((bytes) => this.#encodedNow.set(encoding, bytes));
      this.#encoded.set(encoding, body);
    }
    return body;
  }

  /** The body in `encoding` without waiting: undefined until it has been compressed once. */
  encodedNow(encoding: BodyEncoding): Buffer | undefined {
    return encoding === 'identity' ? this.#json : this.#encodedNow.get(encoding);
  }

  /** What a client keeps to ask again (ETag), and that it must (no-cache): on 200 and 304. */
  validators(): Record<string, string> {
    return { etag: this.etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
  }

  /** The headers of an answer with this body in `encoding`, but for its length. */
  headers(encoding: BodyEncoding): Record<string, string> {
    return {
      ...this.validators(),
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-type': JSON_TYPE,
    };
  }
}
