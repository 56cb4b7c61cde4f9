import { Readable } from 'node:stream';

/** The biggest complete body kept as one buffer (see #pump). */
export const MAX_WHOLE_BYTES = 4 * 1024 * 1024;

/**
 * A response body made once from a stream and sent to any number of clients: each reader gets
 * the chunks made so far, then follows the rest as they come. The maker runs at its own pace, so
 * a slow or departed client never stalls it, and a finished body is sent from memory.
 */
export class SharedBody {
  #chunks: Buffer[] = [];
  #bytes = 0;
  #done = false;
  #failure: unknown = null;
  #wake: (() => void)[] = [];
  /** The whole body in one buffer, once it is complete. */
  #whole: Buffer | undefined;
  /** Settles when the body is complete (or failed). */
  readonly finished: Promise<void>;

  constructor(source: AsyncIterable<Buffer | string>) {
    this.finished = this.#pump(source);
  }

  get bytes(): number {
    return this.#bytes;
  }

  get failed(): boolean {
    return this.#failure !== null;
  }

  async #pump(source: AsyncIterable<Buffer | string>): Promise<void> {
    try {
      for await (const chunk of source) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        if (buffer.length === 0) continue;
        this.#chunks.push(buffer);
        this.#bytes += buffer.length;
        this.#notify();
      }
      // Readers that started meanwhile keep the array of chunks they follow. Copying holds the
      // event loop in proportion to the body's size, so a bigger body stays in chunks.
      if (this.#bytes <= MAX_WHOLE_BYTES) {
        this.#whole = Buffer.concat(this.#chunks, this.#bytes);
        this.#chunks = [this.#whole];
      }
    } catch (error) {
      this.#failure = error ?? new Error('the body failed');
    }
    this.#done = true;
    this.#notify();
  }

  #notify() {
    const waiting = this.#wake;
    this.#wake = [];
    for (const wake of waiting) wake();
  }

  /**
   * The body to send: once complete (and at most MAX_WHOLE_BYTES), one buffer, sent in one write
   * with its length where the chunks took a write each; otherwise a stream of it from its first byte.
   */
  body(): Buffer | Readable {
    return this.#whole ?? this.reader();
  }

  /** A stream of the whole body from its first byte. */
  reader(): Readable {
    return Readable.from(this.#replay(), { objectMode: false });
  }

  async *#replay(): AsyncGenerator<Buffer> {
    const chunks = this.#chunks;
    for (let next = 0; ;) {
      while (next < chunks.length) yield chunks[next++]!;
      if (this.#failure !== null) throw this.#failure;
      if (this.#done) return;
      await new Promise<void>((resolve) => this.#wake.push(resolve));
    }
  }
}
