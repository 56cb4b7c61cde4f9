import { galaxySnapshot, type GalaxySnapshot } from '@orrery/api';
import type { Db } from '@orrery/db';

/**
 * The galaxy's version (see galaxyVersion in @orrery/api) and the row it was made from, read from
 * the database at most once per `maxAgeMs`. This process's own writes call `invalidate()` and show
 * at once; writes by other processes (another server, the CLI) show within `maxAgeMs`. Answers kept
 * for a version are made from its row, so they never mix one version's ETag with another's rules.
 */
export class GalaxyVersionClock {
  #read: Promise<GalaxySnapshot> | null = null;
  #readAt = 0;
  /** The version #read resolved to, while #read is the current read. */
  #settled: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs: number,
  ) {}

  async current(): Promise<string> {
    return (await this.snapshot()).version;
  }

  /** The version without the names revision (GalaxySnapshot.discoveries). */
  async discoveries(): Promise<string> {
    return (await this.snapshot()).discoveries;
  }

  snapshot(): Promise<GalaxySnapshot> {
    const now = performance.now();
    if (this.#read === null || now - this.#readAt > this.maxAgeMs) {
      const read = galaxySnapshot(this.db);
      read.then(
        (snapshot) => {
          if (this.#read === read) this.#settled = snapshot.version;
        },
        () => {
          if (this.#read === read) this.#read = null;
        },
      );
      this.#read = read;
      this.#readAt = now;
      this.#settled = undefined;
    }
    return this.#read;
  }

  /**
   * The version, without waiting: undefined when it is not read yet, is being read again, or is
   * older than `maxAgeMs` (then snapshot() reads it).
   */
  settledVersion(): string | undefined {
    return performance.now() - this.#readAt > this.maxAgeMs ? undefined : this.#settled;
  }

  invalidate(): void {
    this.#read = null;
    this.#settled = undefined;
  }
}
