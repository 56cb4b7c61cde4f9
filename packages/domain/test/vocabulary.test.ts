import { describe, expect, it } from 'vitest';
import { RARITIES, RARITY_COLORS, SOCIETY_SUFFIXES } from '../src/index.js';

describe('the vocabularies', () => {
  it('ranks the rarities from the commonest up, each with its colour', () => {
    expect(RARITIES).toEqual(['COMMON', 'UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY']);
    expect(Object.keys(RARITY_COLORS)).toEqual([...RARITIES]);
  });

  it('offers no suffix first, then 32 distinct ones', () => {
    expect(SOCIETY_SUFFIXES[0]).toBe('');
    expect(new Set(SOCIETY_SUFFIXES).size).toBe(33);
  });
});
