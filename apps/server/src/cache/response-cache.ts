import type { VersionedBody } from './versioned-body.js';

interface Entry {
  body: Promise<VersionedBody>;
  bytes: number;
  /** The body, once made. */
  made?: VersionedBody;
}

/**
 * Serialized answers of cacheable reads, per URL, for one galaxy version at a time: a new version
 * drops them all. Bounded by the bytes of their JSON; the least recently used go first (the newest
 * entry always stays, however large — the map list is the one that matters most).
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  #version = '';
  #bytes = 0;
  /** Answers found made or being made, and answers made afresh (the metrics read them). */
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  /** The cached answer for `key` at `version`, or a fresh one from `make` (shared while pending). */
  get(key: string, version: string, make: () => Promise<VersionedBody>): Promise<VersionedBody> {
    if (version !== this.#version) {
      this.#entries.clear();
      this.#bytes = 0;
      this.#version = version;
    }
    const hit = this.#touch(key);
    if (hit) {
      this.hits++;
      return hit.body;
    }
    this.misses++;
    const entry: Entry = { body: make(), bytes: 0 };
    this.#entries.set(key, entry);
    entry.body.then(
      (body) => {
        if (this.#entries.get(key) !== entry) return;
        entry.made = body;
        entry.bytes = body.size;
        this.#bytes += body.size;
        this.#evict(key);
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return entry.body;
  }

  /** The answer made for `key` at `version`, without waiting: undefined unless it is made. */
  made(key: string, version: string): VersionedBody | undefined {
    const made = version === this.#version ? this.#touch(key)?.made : undefined;
    if (made) this.hits++;
    return made;
  }

  /** The entry for `key`, now the most recently used. */
  #touch(key: string) {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  #evict(keep: string) {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      if (key === keep) continue;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
