import { describe, expect, it } from 'vitest';
import { valueWithUnit } from './board-values.js';

describe('valueWithUnit', () => {
  it('says one system, one day, and counts above one in the plural', () => {
    expect(valueWithUnit({ id: 'systems', unit: 'systems' }, 1)).toBe('1 system');
    expect(valueWithUnit({ id: 'streak', unit: 'days' }, 1)).toBe('1 day');
    expect(valueWithUnit({ id: 'systems', unit: 'systems' }, 0)).toBe('0 systems');
    expect(valueWithUnit({ id: 'week', unit: 'systems' }, 1234)).toBe('1,234 systems');
  });

  it('keeps a rarity total, shown with a decimal, in the plural', () => {
    expect(valueWithUnit({ id: 'rarity', unit: 'points' }, 1)).toBe('1.0 points');
    expect(valueWithUnit({ id: 'rarity', unit: 'points' }, 12.345)).toBe('12.3 points');
  });
});
