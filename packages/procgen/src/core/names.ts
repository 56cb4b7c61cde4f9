import type { Feistel } from './feistel.js';

/**
 * Pronounceable system names, unique by construction: the index goes through a keyed 24-bit
 * permutation whose bits choose three consonant-vowel syllables (7 bits each) and an ending (3 bits).
 * Onsets are consonants only and vowels vowels only, so every name splits back into its syllables
 * one way: different bits give different names.
 */
export const NAME_HALF_BITS = 12;
const ONSETS = ['b', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'th', 'sh'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ae', 'ia', 'ou'];
const ENDINGS = ['', 'n', 'r', 's', 'x', 'l', 'th', 'm'];
/** Largest galaxy the names can cover uniquely: 2^24 systems. */
export const NAME_CAPACITY = 2 ** 24;

export function syllable(bits: number): string {
  return (ONSETS[bits >> 3] as string) + (VOWELS[bits & 7] as string);
}

export function systemName(permutation: Feistel, index: number): string {
  const code = permutation.encode(index);
  const word =
    syllable((code >>> 17) & 127) +
    syllable((code >>> 10) & 127) +
    syllable((code >>> 3) & 127) +
    (ENDINGS[code & 7] as string);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Astronomy's habit: stars A, B, C (a lone star carries the system's name alone). */
export function starName(system: string, index: number, count: number): string {
  return count === 1 ? system : `${system} ${String.fromCharCode(65 + index)}`;
}

/** Planets b, c, d … outward. */
export function planetName(system: string, index: number): string {
  return `${system} ${String.fromCharCode(98 + index)}`;
}

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Moons I, II, III … outward. */
export function moonName(planet: string, index: number): string {
  let n = index + 1;
  let numeral = '';
  for (const [value, letters] of ROMAN) {
    while (n >= value) {
      numeral += letters;
      n -= value;
    }
  }
  return `${planet} ${numeral}`;
}
