/**
 * Rendered share images by key, least recently used out first, within a byte budget; a render
 * asked for twice while in flight is done once.
 */
export class PngCache {
  readonly #entries = new Map<string, Buffer>();
  readonly #inFlight = new Map<string, Promise<Buffer>>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** Whether `key` is kept or being drawn: asking for it now draws nothing. */
  has(key: string): boolean {
    return this.#entries.has(key) || this.#inFlight.has(key);
  }

  async get(key: string, render: () => Promise<Buffer>): Promise<{ png: Buffer; hit: boolean }> {
    const kept = this.#entries.get(key);
    if (kept) {
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return { png: kept, hit: true };
    }
    let pending = this.#inFlight.get(key);
    if (!pending) {
      pending = render().finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
      this.#keep(key, await pending);
    }
    return { png: await pending, hit: false };
  }

  #keep(key: string, png: Buffer): void {
    if (png.length > this.maxBytes || this.#entries.has(key)) return;
    this.#entries.set(key, png);
    this.#bytes += png.length;
    for (const [oldest, buffer] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= buffer.length;
    }
  }
}
