import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatCount,
  formatDuration,
  formatOrbitalPeriod,
  formatPercent,
  formatRotationPeriod,
  formatValue,
  titleCase,
} from './format.js';

describe('formatValue (spec number formatting)', () => {
  it('uses scientific notation from 1e7, tens above 1000, integers above 10, else two decimals', () => {
    expect(formatValue(1.989e30)).toBe('1.99e+30');
    expect(formatValue(1e7)).toBe('1.00e+7');
    expect(formatValue(5778.4)).toBe('5780');
    expect(formatValue(1000)).toBe('1000');
    expect(formatValue(42.6)).toBe('43');
    expect(formatValue(9.81)).toBe('9.81');
    expect(formatValue(0.0167)).toBe('0.02');
  });
});

describe('units', () => {
  it('switches orbital periods to years above 365 days and rotation to days above 24 h', () => {
    expect(formatOrbitalPeriod(365)).toBe('365 d');
    expect(formatOrbitalPeriod(730.5)).toBe('2.00 yr');
    expect(formatRotationPeriod(24)).toBe('24 h');
    expect(formatRotationPeriod(48)).toBe('2.00 d');
  });

  it('title-cases hyphenated types', () => {
    expect(titleCase('gas-giant')).toBe('Gas Giant');
  });
});

describe('counts, shares and durations', () => {
  it('formats them for humans', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatPercent(1, 3)).toBe('33.3%');
    expect(formatPercent(0, 0)).toBe('0.0%');
    expect(formatDuration(850)).toBe('850ms');
    expect(formatDuration(185_000)).toBe('3m 05s');
    expect(formatDuration(3_720_000)).toBe('1h 02m');
    expect(formatDuration(Infinity)).toBe('--');
  });
});

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'player')).toBe('1 player');
    expect(countOf(0, 'player')).toBe('0 players');
    expect(countOf(1000, 'discovery', 'discoveries')).toBe('1,000 discoveries');
  });
});
