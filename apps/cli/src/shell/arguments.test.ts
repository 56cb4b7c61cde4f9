import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { nonEmpty, rarityTarget, seedText, wholeNumber } from './arguments.js';

describe('wholeNumber', () => {
  const size = wholeNumber(1, 1000);

  it('accepts whole numbers in range', () => {
    expect(size('1')).toBe(1);
    expect(size(' 1000 ')).toBe(1000);
    expect(wholeNumber(-5, 5)('-5')).toBe(-5);
  });

  it.each(['0', '1001', '2.5', '1e3', '', 'ten', '0x10'])('refuses %j', (text) => {
    expect(() => size(text)).toThrow(InvalidArgumentError);
  });
});

describe('rarityTarget', () => {
  it('reads five shares, COMMON first', () => {
    expect(rarityTarget('50, 30, 12, 6, 2')).toEqual({
      COMMON: 50,
      UNCOMMON: 30,
      RARE: 12,
      EPIC: 6,
      LEGENDARY: 2,
    });
    expect(rarityTarget('99.5,0.5,0,0,0').UNCOMMON).toBe(0.5);
  });

  it.each([
    ['60,25,10,4', 'five non-negative percentages'],
    ['60,25,10,4,1,0', 'five non-negative percentages'],
    ['60,25,10,-4,9', 'five non-negative percentages'],
    ['60,25,10,4,x', 'five non-negative percentages'],
    ['60,25,10,4,2', 'add up to 100 (they add up to 101)'],
  ])('refuses %j', (text, message) => {
    expect(() => rarityTarget(text)).toThrow(message);
  });
});

describe('seedText and nonEmpty', () => {
  it('takes printable seeds, trimmed as the server trims GALAXY_SEED', () => {
    expect(seedText('andromeda 2')).toBe('andromeda 2');
    expect(seedText(' andromeda ')).toBe('andromeda');
    expect(seedText('x'.repeat(64))).toBe('x'.repeat(64));
    expect(() => seedText('   ')).toThrow('a seed must not be empty.');
    expect(() => seedText('x'.repeat(65))).toThrow('(got 65 characters).');
    expect(() => seedText('naïve')).toThrow('(got 5 characters, some not printable ASCII).');
  });

  it('trims text and refuses blanks', () => {
    expect(nonEmpty('  refund ')).toBe('refund');
    expect(() => nonEmpty('   ')).toThrow('must not be empty.');
  });
});
