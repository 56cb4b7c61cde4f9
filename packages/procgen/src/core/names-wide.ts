import type { Feistel } from './feistel.js';
import { NAME_CAPACITY, syllable } from './names.js';

/**
 * Names past the first 2^24 (growth-stable versions): four syllables and one of four endings, from
 * a second keyed permutation over 2^30 codes. A name's syllables are its vowel runs, so a
 * four-syllable name never equals a three-syllable one: the two ranges stay unique together.
 */
export const WIDE_NAME_HALF_BITS = 15;
export const WIDE_NAME_CAPACITY = 2 ** (2 * WIDE_NAME_HALF_BITS);
const WIDE_ENDINGS = ['', 'n', 'r', 's'];

/** The name of system `index` ≥ 2^24. */
export function wideSystemName(permutation: Feistel, index: number): string {
  const code = permutation.encode(index - NAME_CAPACITY);
  const word =
    syllable(Math.floor(code / 2 ** 23) & 127) +
    syllable((code >>> 16) & 127) +
    syllable((code >>> 9) & 127) +
    syllable((code >>> 2) & 127) +
    (WIDE_ENDINGS[code & 3] as string);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
