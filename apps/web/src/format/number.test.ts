import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber, formatSignedCurrency, percentOf } from './number.js';

describe('formatNumber (spec 9)', () => {
  it('uses scientific notation from 1e7 up', () => {
    expect(formatNumber(1e7)).toBe('1.00e7');
    expect(formatNumber(1.989e30)).toBe('1.99e30');
    expect(formatNumber(-5.2e9)).toBe('-5.20e9');
  });
  it('rounds to tens above 1000', () => {
    expect(formatNumber(1234.5)).toBe('1,230');
    expect(formatNumber(9_999_994)).toBe('9,999,990');
    expect(formatNumber(-1236)).toBe('-1,240');
  });
  it('rounds to integers above 10 up to 1000', () => {
    expect(formatNumber(10.5)).toBe('11');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(999.4)).toBe('999');
  });
  it('shows two decimals up to 10', () => {
    expect(formatNumber(10)).toBe('10.00');
    expect(formatNumber(0.016)).toBe('0.02');
    expect(formatNumber(0)).toBe('0.00');
  });
  it('never throws and reads non-finite values as a dash', () => {
    expect(formatNumber(Number.NaN)).toBe('—');
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(formatNumber(value)).toMatch(/^-?[\d,.]+(e-?\d+)?$/);
      }),
    );
  });
});

describe('currency', () => {
  it('adds the Ϟ symbol and a plus sign to non-negative ledger amounts', () => {
    expect(formatCurrency(1500)).toBe('1,500 Ϟ');
    expect(formatSignedCurrency(0)).toBe('+0 Ϟ');
    expect(formatSignedCurrency(-200)).toBe('−200 Ϟ');
  });
  it('computes whole percents and 0 for an empty total', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
  });
});
