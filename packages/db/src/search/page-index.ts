/** The guide's count filters (a page without text or sector): a system matches at or above both. */
export interface CountFilter {
  minPlanets: number;
  minStars: number;
}

/** A search's count filter as buildFilters reads it (minimum planets above 0, stars above 1). */
export function countFilterOf(query: { minPlanets?: number; minStars?: number }): CountFilter {
  const { minPlanets = 0, minStars = 0 } = query;
  return { minPlanets: minPlanets > 0 ? minPlanets : 0, minStars: minStars > 1 ? minStars : 0 };
}

/** A galaxy's planet and star counts by id, as a page index holds them (one byte per system). */
export interface PageCounts {
  firstId: number;
  planets: Uint8Array;
  stars: Uint8Array;
}

/** Ids per block of the prefix counts: finding a page's first id scans at most one block. */
export const DEFAULT_BLOCK = 1024;

/** Filters whose prefix counts are kept (the guide offers about 40 combinations). */
const KEPT_FILTERS = 64;

/**
 * A ready galaxy's planet and star counts by id (ids dense from `firstId`, one byte each), so a
 * page of the guide is found without SQL's `offset`, which steps over every row before the page.
 * Per filter it keeps how many systems match before each block; page k is then a binary search
 * over blocks and a short scan. At 1,000,000 systems: 2 MB, plus 4 KB per filter asked.
 */
export class PageIndex {
  readonly #prefixes = new Map<string, Uint32Array>();

  constructor(
    readonly firstId: number,
    private readonly planets: Uint8Array,
    private readonly stars: Uint8Array,
    private readonly block: number = DEFAULT_BLOCK,
  ) {}

  get size(): number {
    return this.planets.length;
  }

  /** What it was built from: another thread builds the same index from these. */
  counts(): PageCounts {
    return { firstId: this.firstId, planets: this.planets, stars: this.stars };
  }

  /** How many systems match the filter (what SQL's count over the galaxy answers). */
  count(filter: CountFilter): number {
    const prefix = this.#prefixOf(filter);
    return prefix[prefix.length - 1]!;
  }

  /**
   * Ids of the matches number offset … offset + limit − 1 in id order, not counting `skipped`
   * (ascending ids that all match the filter: the discovered ones, for status undiscovered).
   */
  pageIds(
    filter: CountFilter,
    offset: number,
    limit: number,
    skipped: readonly number[],
  ): number[] {
    const prefix = this.#prefixOf(filter);
    const blocks = prefix.length - 1;
    // Matches before block b that are not skipped: grows with b, so a binary search finds the
    // last block starting at or before the page's first match.
    const before = (b: number) =>
      prefix[b]! - lowerBound(skipped, this.firstId + Math.min(b * this.block, this.size));
    let low = 0;
    let high = blocks;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (before(mid) <= offset) low = mid;
      else high = mid - 1;
    }
    const ids: number[] = [];
    let seen = before(low);
    let next = lowerBound(skipped, this.firstId + low * this.block);
    for (let b = low; b < blocks && ids.length < limit; b++) {
      if (prefix[b + 1] === prefix[b]) continue;
      const end = Math.min((b + 1) * this.block, this.size);
      for (let i = b * this.block; i < end && ids.length < limit; i++) {
        if (!this.#matches(i, filter)) continue;
        const id = this.firstId + i;
        while (next < skipped.length && skipped[next]! < id) next++;
        if (skipped[next] === id) {
          next++;
          continue;
        }
        if (seen++ >= offset) ids.push(id);
      }
    }
    return ids;
  }

  /** Those of `ids` (ascending, all in this galaxy) that match the filter, in order. */
  matching(ids: ArrayLike<number>, filter: CountFilter): number[] {
    const found: number[] = [];
    for (let n = 0; n < ids.length; n++) {
      const id = ids[n]!;
      if (this.#matches(id - this.firstId, filter)) found.push(id);
    }
    return found;
  }

  #matches(i: number, filter: CountFilter): boolean {
    return this.planets[i]! >= filter.minPlanets && this.stars[i]! >= filter.minStars;
  }

  /** prefix[b]: matches among the first b blocks (prefix[blocks] is the filter's whole count). */
  #prefixOf(filter: CountFilter): Uint32Array {
    const key = `${filter.minPlanets}|${filter.minStars}`;
    let prefix = this.#prefixes.get(key);
    if (prefix) return prefix;
    const blocks = Math.ceil(this.size / this.block);
    prefix = new Uint32Array(blocks + 1);
    let count = 0;
    for (let b = 0; b < blocks; b++) {
      const end = Math.min((b + 1) * this.block, this.size);
      for (let i = b * this.block; i < end; i++) if (this.#matches(i, filter)) count++;
      prefix[b + 1] = count;
    }
    if (this.#prefixes.size >= KEPT_FILTERS) {
      this.#prefixes.delete(this.#prefixes.keys().next().value!);
    }
    this.#prefixes.set(key, prefix);
    return prefix;
  }
}

/** How many of the ascending `values` are below `limit`. */
function lowerBound(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid]! < limit) low = mid + 1;
    else high = mid;
  }
  return low;
}
