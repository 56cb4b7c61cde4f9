import { describe, expect, it } from 'vitest';
import { formatCurrency, formatSignedCurrency } from './currency.js';
import { keyLabel, planetTypeLabel, typeLabel } from './labels.js';

describe('labels', () => {
  it('title-case hyphenated types and never call a planet a star class', () => {
    expect(typeLabel('gas-giant')).toBe('Gas Giant');
    expect(typeLabel('red-dwarf')).toBe('Red Dwarf');
    expect(planetTypeLabel('subgiant')).toBe('Sub-Neptune');
    expect(planetTypeLabel('ice-giant')).toBe('Ice Giant');
    expect(keyLabel('surfaceWaterPercentage')).toBe('Surface Water Percentage');
  });
});

describe('currency', () => {
  it('adds the Ϟ symbol, separators and a plus sign to non-negative ledger amounts', () => {
    expect(formatCurrency(1500)).toBe('1,500 Ϟ');
    expect(formatCurrency(0)).toBe('0 Ϟ');
    expect(formatSignedCurrency(0)).toBe('+0 Ϟ');
    expect(formatSignedCurrency(-200)).toBe('−200 Ϟ');
    expect(() => formatCurrency(Number.NaN)).toThrow(RangeError);
  });
});
