import seedrandom from 'seedrandom';

/**
 * Seeds and random streams. Every body gets its own stream, keyed by (galaxy seed, system index,
 * body path, purpose), so retuning one part of the generator never reshuffles another.
 */

/** FNV-1a over a string's UTF-16 code units: the galaxy seed's 32-bit key. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Folds one more 32-bit value into a hash (murmur3's mixing steps): fast and well spread. */
export function mix32(hash: number, value: number): number {
  let k = Math.imul(value | 0, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  let h = (hash ^ k) | 0;
  h = (h << 13) | (h >>> 19);
  h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** What a stream is for; part of its key, so adding a purpose never shifts another's numbers. */
export const Purpose = {
  Place: 1,
  Stars: 2,
  Star: 3,
  StarDetail: 4,
  Planets: 5,
  Planet: 6,
  PlanetDetail: 7,
  Moon: 8,
} as const;
export type Purpose = (typeof Purpose)[keyof typeof Purpose];

/** A uniform stream in [0, 1) from seedrandom's alea, with the shapes the generator draws. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    // alea's own seeding hashes a string character by character (its Mash), which costs ten times
    // more than the draws a body needs. Its state is three fractions and a carry, so the seed's
    // integer hash fills them directly, as Mash would: 32-bit values scaled into [0, 1).
    this.next = seedrandom.alea('', {
      state: {
        c: 1,
        s0: mix32(seed, 1) * 2.3283064365386963e-10,
        s1: mix32(seed, 2) * 2.3283064365386963e-10,
        s2: mix32(seed, 3) * 2.3283064365386963e-10,
      },
    });
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  /** Log-uniform in [lo, hi): every decade equally likely. */
  logRange(lo: number, hi: number): number {
    return lo * (hi / lo) ** this.next();
  }

  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor((hi - lo + 1) * this.next());
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(items.length * this.next())] as T;
  }

  /** An index drawn with the given relative weights (which need not sum to 1). */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let u = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      u -= weights[i] as number;
      if (u < 0) return i;
    }
    return weights.length - 1;
  }

  /** Normal deviate (Box–Muller). */
  normal(mean: number, sd: number): number {
    const u = 1 - this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Picks up to `count` distinct items, in the input's order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const out: T[] = [];
    let needed = Math.min(count, items.length);
    for (let i = 0; i < items.length && needed > 0; i++) {
      if (this.next() * (items.length - i) < needed) {
        out.push(items[i] as T);
        needed--;
      }
    }
    return out;
  }
}

/**
 * A small seeded uniform PRNG for code outside the generator (simulations, benches): the same
 * seed gives the same sequence in every process. A number seed is used as 32 bits; a string seed
 * is hashed first (FNV-1a). Not for anything secret.
 */
export function seededRandom(seed: number | string): () => number {
  const rng = new Rng(typeof seed === 'string' ? hashString(seed) : seed >>> 0);
  return () => rng.float();
}

/** The stream for one body of one system: (galaxy key, index, purpose, body number). */
export function bodyRng(galaxyKey: number, index: number, purpose: Purpose, body = 0): Rng {
  return new Rng(mix32(mix32(mix32(galaxyKey, index), purpose), body));
}
