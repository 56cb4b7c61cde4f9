import { Readable } from 'node:stream';

/** The biggest body joined into one buffer at once; a bigger one is joined step by step (#join). */
export const MAX_WHOLE_BYTES = 4 * 1024 * 1024;
/**
 * Small chunks are joined into segments of about this size as they come: a reader that follows
 * the body gets fewer, bigger writes, and joining the whole later takes fewer steps.
 */
export const SEGMENT_BYTES = 1024 * 1024;

/**
 * A response body made once from a stream and sent to any number of clients: each reader gets
 * the bytes made so far, then follows the rest as they come. The maker runs at its own pace, so
 * a slow or departed client never stalls it, and a finished body is sent from memory.
 */
export class SharedBody {
  /** Sealed segments, then the small chunks of the segment being filled. */
  #chunks: Buffer[] = [];
  /** The byte offset of each entry of #chunks. */
  #starts: number[] = [];
  /** Index in #chunks of the first chunk not yet sealed into a segment. */
  #open = 0;
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
        this.#starts.push(this.#bytes);
        this.#bytes += buffer.length;
        if (this.#bytes - this.#starts[this.#open]! >= SEGMENT_BYTES) this.#seal();
        this.#notify();
      }
      this.#seal();
      if (this.#bytes <= MAX_WHOLE_BYTES) this.#keepWhole(Buffer.concat(this.#chunks, this.#bytes));
    } catch (error) {
      this.#failure = error ?? new Error('the body failed');
    }
    this.#done = true;
    this.#notify();
    if (this.#failure === null && this.#whole === undefined) this.#keepWhole(await this.#join());
  }

  /**
   * The segments copied into one buffer a segment at a time, yielding between copies: one copy of
   * the whole would hold the event loop in proportion to the body's size. Meanwhile answers are
   * sent from the segments; then, like a small body, in one write, as a bare server sends bytes.
   */
  async #join(): Promise<Buffer> {
    const whole = Buffer.allocUnsafe(this.#bytes);
    for (let i = 0; i < this.#chunks.length; i++) {
      this.#chunks[i]!.copy(whole, this.#starts[i]!);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return whole;
  }

  #keepWhole(whole: Buffer) {
    this.#whole = whole;
    this.#chunks = [whole];
    this.#starts = [0];
  }

  /** Joins the open chunks into one segment. Readers go by byte position, so none loses its place. */
  #seal() {
    const count = this.#chunks.length - this.#open;
    if (count > 1) {
      const start = this.#starts[this.#open]!;
      const segment = Buffer.concat(this.#chunks.slice(this.#open), this.#bytes - start);
      this.#chunks.splice(this.#open, count, segment);
      this.#starts.splice(this.#open, count, start);
    }
    this.#open = this.#chunks.length;
  }

  #notify() {
    const waiting = this.#wake;
    this.#wake = [];
    for (const wake of waiting) wake();
  }

  /** Made without failure: body() sends it from memory, `bytes` long. */
  get complete(): boolean {
    return this.#done && this.#failure === null;
  }

  /**
   * The body to send: once complete, one buffer (or, while a big body is being joined, a stream
   * of its segments), from memory; while it is made, a stream that follows it from its first byte.
   */
  body(): Buffer | Readable {
    if (this.#whole) return this.#whole;
    if (this.complete) return Readable.from(this.#chunks, { objectMode: false });
    return this.reader();
  }

  /** A stream of the whole body from its first byte. */
  reader(): Readable {
    return Readable.from(this.#replay(), { objectMode: false });
  }

  /** The index of the entry holding byte `position` (one past the last when it is not made yet). */
  #indexOf(position: number): number {
    let low = 0;
    let high = this.#chunks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.#starts[middle]! + this.#chunks[middle]!.length <= position) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  async *#replay(): AsyncGenerator<Buffer> {
    for (let position = 0; ;) {
      while (position < this.#bytes) {
        const index = this.#indexOf(position);
        const chunk = this.#chunks[index]!;
        const part = chunk.subarray(position - this.#starts[index]!);
        position += part.length;
        yield part;
      }
      if (this.#failure !== null) throw this.#failure;
      if (this.#done) return;
      await new Promise<void>((resolve) => this.#wake.push(resolve));
    }
  }
}
