import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUYDOWN_COST_PER_HOUR, buydownProblem, maxBuydownHours } from './buydown.js';

const HOUR = 3_600_000;

describe('maxBuydownHours (spec 9)', () => {
  it('offers the remaining hours rounded up when affordable', () => {
    expect(maxBuydownHours(5.2 * HOUR, 10_000)).toBe(6);
    expect(maxBuydownHours(60_000, 10_000)).toBe(1);
    expect(maxBuydownHours(0, 10_000)).toBe(1);
  });
  it('caps at what the balance affords', () => {
    expect(maxBuydownHours(20 * HOUR, 350)).toBe(3);
    expect(maxBuydownHours(20 * HOUR, 99)).toBe(0);
  });
  it('never offers more than the remaining hours or the balance allows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 48 * HOUR }),
        fc.integer({ min: 0, max: 10_000 }),
        (ms, balance) => {
          const max = maxBuydownHours(ms, balance);
          expect(max * BUYDOWN_COST_PER_HOUR).toBeLessThanOrEqual(balance);
          expect(max).toBeLessThanOrEqual(Math.max(1, Math.ceil(ms / HOUR)));
          if (balance >= BUYDOWN_COST_PER_HOUR) expect(max).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe('buydownProblem (spec 5)', () => {
  it('accepts hours from 1 to the maximum', () => {
    expect(buydownProblem(1, 3, 1000)).toBeNull();
    expect(buydownProblem(3, 3, 1000)).toBeNull();
  });
  it('rejects hours outside the range', () => {
    expect(buydownProblem(0, 3, 1000)).toBe('Invalid number of hours selected.');
    expect(buydownProblem(4, 3, 1000)).toBe('Invalid number of hours selected.');
  });
  it('rejects a purchase the balance cannot pay', () => {
    expect(buydownProblem(1, 0, 50)).toBe('You do not have enough currency for this buydown.');
  });
});
