import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatCount,
  formatFixed,
  formatNumber,
  formatScore,
  formatShare,
  powerOfTen,
} from './number.js';

describe('formatNumber', () => {
  it('writes zero as 0 and keeps three significant digits', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(5778.4)).toBe('5,780');
    expect(formatNumber(1.5237)).toBe('1.52');
    expect(formatNumber(0.018234)).toBe('0.0182');
    expect(formatNumber(42)).toBe('42');
    expect(formatNumber(1)).toBe('1');
  });

  it('drops trailing zeros and groups thousands', () => {
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(1_234_567)).toBe('1,230,000');
    expect(formatNumber(999_999_000)).toBe('1 × 10⁹');
    expect(formatNumber(999.6)).toBe('1,000');
  });

  it('keeps the sign of negatives', () => {
    expect(formatNumber(-1236)).toBe('-1,240');
    expect(formatNumber(-0.5)).toBe('-0.5');
    expect(formatNumber(-5.2e12)).toBe('-5.2 × 10¹²');
  });

  it('writes the very large and the very small as powers of ten, never e+NN', () => {
    expect(formatNumber(1e30)).toBe('1 × 10³⁰');
    expect(formatNumber(1.98847e30)).toBe('1.99 × 10³⁰');
    expect(formatNumber(1e-6)).toBe('1 × 10⁻⁶');
    expect(formatNumber(1.6e-9)).toBe('1.6 × 10⁻⁹');
    expect(formatNumber(1e-4)).toBe('0.0001');
    expect(formatNumber(123_456_789)).toBe('123,000,000');
  });

  it('refuses NaN and infinities', () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber(Infinity)).toThrow(RangeError);
    expect(() => formatNumber(-Infinity)).toThrow(RangeError);
    expect(() => formatCount(Number.NaN)).toThrow(RangeError);
    expect(() => powerOfTen(Number.NaN)).toThrow(RangeError);
  });

  it('never prints an exponent in e notation, for any finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatNumber(value);
        expect(text).not.toMatch(/e[+-]?\d/i);
        expect(text).toMatch(/^-?[\d,]+(\.\d+)?( × 10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?$/);
      }),
    );
  });

  it('reads back within rounding of three significant digits', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-4, max: 1e9 - 1e6, noNaN: true }), (value) => {
        const back = Number(formatNumber(value).replace(/,/g, ''));
        expect(Math.abs(back - value)).toBeLessThanOrEqual(Math.abs(value) * 0.005 + 1e-12);
      }),
    );
  });
});

describe('counts, fixed decimals, shares and scores', () => {
  it('formats them for humans', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-1500)).toBe('-1,500');
    expect(formatCount(1e30)).toBe('1,000,000,000,000,000,019,884,624,838,656');
    expect(formatFixed(-11631.24, 1)).toBe('-11,631.2');
    expect(formatFixed(-0.04, 1)).toBe('0.0');
    expect(formatShare(1, 3)).toBe('33.3%');
    expect(formatShare(0, 0)).toBe('0.0%');
    expect(formatScore(0.873)).toBe('0.87');
    expect(formatScore(1234.5)).toBe('1,234.50');
  });

  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'player')).toBe('1 player');
    expect(countOf(0, 'player')).toBe('0 players');
    expect(countOf(1000, 'discovery', 'discoveries')).toBe('1,000 discoveries');
  });
});
