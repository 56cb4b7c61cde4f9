import { describe, expect, it } from 'vitest';
import { Feistel } from './feistel.js';
import { galaxyContext, nameOf } from '../galaxy/galaxy.js';
import { moonName, planetName, starName } from './names.js';

describe('Feistel permutation', () => {
  it('is a bijection that decodes what it encodes', () => {
    const permutation = Feistel.fromSeed(8, 12_345, 1);
    const seen = new Set<number>();
    let decodedBack = 0;
    for (let i = 0; i < permutation.size; i++) {
      const code = permutation.encode(i);
      if (permutation.decode(code) === i) decodedBack++;
      seen.add(code);
    }
    expect(decodedBack).toBe(permutation.size);
    expect(seen.size).toBe(permutation.size);
  });
});

describe('names', () => {
  const context = galaxyContext({ seed: 'names', size: 1_000_000, generatorVersion: 1 });

  it('has pronounceable names: three consonant-vowel syllables and an ending', () => {
    for (let i = 0; i < 1_000; i++) {
      expect(nameOf(context, i)).toMatch(
        /^([bdfgklmnprstvz]|th|sh)(a|e|i|o|u|ae|ia|ou)(?:(?:[bdfgklmnprstvz]|th|sh)(?:a|e|i|o|u|ae|ia|ou)){2}(|n|r|s|x|l|th|m)$/i,
      );
    }
  });
});

describe('bodies are named by astronomy’s habits', () => {
  it('stars A, B, C — a lone star by the system’s name', () => {
    expect(starName('Vega', 0, 1)).toBe('Vega');
    expect(starName('Vega', 0, 3)).toBe('Vega A');
    expect(starName('Vega', 2, 3)).toBe('Vega C');
  });

  it('planets b, c … and moons I, II …', () => {
    expect(planetName('Vega', 0)).toBe('Vega b');
    expect(planetName('Vega', 3)).toBe('Vega e');
    expect(moonName('Vega b', 0)).toBe('Vega b I');
    expect(moonName('Vega b', 3)).toBe('Vega b IV');
    expect(moonName('Vega b', 8)).toBe('Vega b IX');
    expect(moonName('Vega b', 13)).toBe('Vega b XIV');
  });
});
