import { galaxyVersion } from '@orrery/api';
import type { Db } from '@orrery/db';

/**
 * The galaxy's version (see galaxyVersion in @orrery/api), read from the database at most once per
 * `maxAgeMs`. This process's own writes call `invalidate()` and show at once; writes by other
 * processes (another server, the CLI) show within `maxAgeMs`.
 */
export class GalaxyVersionClock {
  #read: Promise<string> | null = null;
  #readAt = 0;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs: number,
  ) {}

  current(): Promise<string> {
    const now = performance.now();
    if (this.#read === null || now - this.#readAt > this.maxAgeMs) {
      const read = galaxyVersion(this.db);
      read.catch(() => {
        if (this.#read === read) this.#read = null;
      });
      this.#read = read;
      this.#readAt = now;
    }
    return this.#read;
  }

  invalidate(): void {
    this.#read = null;
  }
}
