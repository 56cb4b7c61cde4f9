import { mix32 } from './rng.js';

/**
 * A keyed bijection on the integers [0, 2^(2·halfBits)): a balanced Feistel network. It turns
 * sequential indices into scattered codes and back, with no table, so hashes and names are unique
 * by construction.
 */
export class Feistel {
  private readonly mask: number;
  private readonly half: number;

  constructor(
    private readonly halfBits: number,
    private readonly keys: readonly number[],
  ) {
    this.half = 2 ** halfBits;
    this.mask = this.half - 1;
  }

  /** Every key from one seed key; `salt` keeps different uses of one seed independent. */
  static fromSeed(halfBits: number, seedKey: number, salt: number, rounds = 4): Feistel {
    const keys: number[] = [];
    for (let r = 0; r < rounds; r++) keys.push(mix32(mix32(seedKey, salt), r));
    return new Feistel(halfBits, keys);
  }

  get size(): number {
    return this.half * this.half;
  }

  private round(value: number, key: number): number {
    return mix32(key, value) & this.mask;
  }

  encode(value: number): number {
    let left = Math.floor(value / this.half);
    let right = value % this.half;
    for (const key of this.keys) {
      const next = (left ^ this.round(right, key)) >>> 0;
      left = right;
      right = next;
    }
    return left * this.half + right;
  }

  decode(code: number): number {
    let left = Math.floor(code / this.half);
    let right = code % this.half;
    for (let r = this.keys.length - 1; r >= 0; r--) {
      const previous = (right ^ this.round(left, this.keys[r] as number)) >>> 0;
      right = left;
      left = previous;
    }
    return left * this.half + right;
  }
}
