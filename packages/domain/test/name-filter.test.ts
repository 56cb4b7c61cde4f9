import { describe, expect, it } from 'vitest';
import { DEFAULT_SINKS } from '../src/config/sinks.js';
import { isBlockedName } from '../src/name-filter.js';

describe('the word filter', () => {
  it('blocks a blocked word, also with letters swapped, but not a longer word that holds a short one', () => {
    const blocked = DEFAULT_SINKS.naming.blockedWords;
    expect(isBlockedName('Shit Nebula', blocked)).toBe(true);
    expect(isBlockedName('Sh1t Nebula', blocked)).toBe(true);
    expect(isBlockedName('Bigbitchworld', blocked)).toBe(true);
    expect(isBlockedName('Grassland', blocked)).toBe(false);
    expect(isBlockedName('Cassiopeia', blocked)).toBe(false);
    expect(isBlockedName('New Hope', blocked)).toBe(false);
  });
});
