import { describe, expect, it } from 'vitest';
import { buydownProblem } from './buydown.js';

const quote = { costPerHour: 250, remainingHours: 20, maxHours: 3 };

describe('buydownProblem (docs/spec.md §5), over the server quote', () => {
  it('accepts hours from 1 to the maximum the server allows', () => {
    expect(buydownProblem(1, quote, 1000)).toBeNull();
    expect(buydownProblem(3, quote, 1000)).toBeNull();
  });
  it('rejects hours outside the range', () => {
    expect(buydownProblem(0, quote, 1000)).toBe('Invalid number of hours selected.');
    expect(buydownProblem(4, quote, 5000)).toBe('Invalid number of hours selected.');
  });
  it("rejects a purchase the balance cannot pay at the server's price", () => {
    expect(buydownProblem(2, quote, 499)).toBe('You do not have enough currency for this buydown.');
    expect(buydownProblem(2, { ...quote, costPerHour: 100 }, 499)).toBeNull();
  });
});
