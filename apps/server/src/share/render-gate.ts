/** Thrown when a render would wait behind more than the queue holds. */
export class RenderQueueFull extends Error {
  override name = 'RenderQueueFull';
}

/**
 * At most `concurrent` renders at once and `queued` waiting for a turn; past that a render is
 * refused at once (RenderQueueFull) rather than queued without bound behind CPU-bound work.
 */
export class RenderGate {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly concurrent: number,
    readonly queued: number,
  ) {}

  /** Renders waiting for a turn now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrent) {
      this.#running++;
    } else {
      if (this.#waiting.length >= this.queued) throw new RenderQueueFull();
      // The render that ends hands its turn on (#running stays as it is).
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await render();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
