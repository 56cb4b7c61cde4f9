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
/**
 * Uncompressed bodies up to this size are kept and sent as their JSON text. A Buffer of its own
 * per answer is fresh memory that the kernel maps page by page (two page faults for a guide page,
 * about a fifth of a first answer's cost here); Node encodes a string for the socket into memory
 * it frees once written, which the next answer reuses. Larger bodies are encoded once, not on
 * every send.
 */
const TEXT_BODY_MAX_BYTES = 16 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/** A body as an answer sends it: its bytes (or JSON text) in one encoding, and their length. */
export interface BodyPayload {
  bytes: Buffer | string;
  length: number;
}

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
  readonly #identity: BodyPayload;
  readonly #encoded = new Map<BodyEncoding, Promise<BodyPayload>>();
  readonly #encodedNow = new Map<BodyEncoding, BodyPayload>();

  constructor(
    readonly version: string,
    data: unknown,
    /** The route template it answers (the metrics' label for answers the front sends). */
    readonly route = 'unknown',
  ) {
    const json = JSON.stringify(data);
    this.size = Buffer.byteLength(json);
    this.#identity = {
      bytes: this.size <= TEXT_BODY_MAX_BYTES ? json : Buffer.from(json),
      length: this.size,
    };
    this.etag = `"${version}"`;
  }

  /** Made once: every cache hit sends it. */
  readonly etag: string;

  /**
   * Bytes of the uncompressed JSON (UTF-8; a small body's text is held in one byte per character,
   * or two when it has characters past Latin-1).
   */
  readonly size: number;

  /** The encoding an answer to a client accepting `acceptEncoding` is sent in. */
  encodingFor(acceptEncoding: string | undefined): BodyEncoding {
    return this.size < MIN_COMPRESSED_BYTES ? 'identity' : pickEncoding(acceptEncoding);
  }

  encoded(encoding: BodyEncoding): Promise<BodyPayload> {
    if (encoding === 'identity') return Promise.resolve(this.#identity);
    let body = this.#encoded.get(encoding);
    if (!body) {
      const json = this.#identity.bytes;
      const compressed = encoding === 'br' ? brotli(json, BROTLI_OPTIONS) : gzipAsync(json);
      body = compressed.then((bytes) => ({ bytes, length: bytes.length }));
      void body.then((payload) => this.#encodedNow.set(encoding, payload));
      this.#encoded.set(encoding, body);
    }
    return body;
  }

  /** The body in `encoding` without waiting: undefined until it has been compressed once. */
  encodedNow(encoding: BodyEncoding): BodyPayload | undefined {
    return encoding === 'identity' ? this.#identity : this.#encodedNow.get(encoding);
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
