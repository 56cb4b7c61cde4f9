import type { Feistel } from './feistel.js';

/**
 * A system's hash: its index through the galaxy's keyed Feistel permutation (40 bits), written as
 * 8 characters of lowercase Crockford base-32 (URL-safe, no look-alike letters).
 */
const HASH_LENGTH = 8;
export const HASH_HALF_BITS = 20;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const DIGIT = new Map([...ALPHABET].map((c, i) => [c, i]));

export function encodeHash(permutation: Feistel, index: number): string {
  let code = permutation.encode(index);
  let text = '';
  for (let i = 0; i < HASH_LENGTH; i++) {
    text = ALPHABET[code % 32] + text;
    code = Math.floor(code / 32);
  }
  return text;
}

/** The index a hash stands for, or undefined if the text is no hash at all. */
export function decodeHash(permutation: Feistel, hash: string): number | undefined {
  if (hash.length !== HASH_LENGTH) return undefined;
  let code = 0;
  for (const c of hash) {
    const digit = DIGIT.get(c);
    if (digit === undefined) return undefined;
    code = code * 32 + digit;
  }
  return permutation.decode(code);
}
