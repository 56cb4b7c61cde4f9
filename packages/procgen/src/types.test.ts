import { describe, expect, it } from 'vitest';
import { DEFAULT_RARITY_TARGET } from './index.js';

describe('rarity target', () => {
  it('sums to 100 percent', () => {
    const total = Object.values(DEFAULT_RARITY_TARGET).reduce((a, b) => a + b, 0);
    expect(total).toBe(100);
  });
});
