import { describe, expect, it } from 'vitest';
import {
  buyableHours,
  INVALID_HOURS,
  NOT_ENOUGH_FOR_BUYDOWN,
  remainingCooldownHours,
} from '../src/buydown.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const HOUR = 3_600_000;

/** The buy-down's arithmetic (docs/game-rules.md, "Buying down the cooldown"). */
describe('the buy-down', () => {
  it('counts the remaining cooldown in whole hours, rounded up; 0 once open', () => {
    expect(remainingCooldownHours(null, NOW)).toBe(0);
    expect(remainingCooldownHours(later(-1), NOW)).toBe(0);
    expect(remainingCooldownHours(later(0), NOW)).toBe(0);
    expect(remainingCooldownHours(later(1), NOW)).toBe(1);
    expect(remainingCooldownHours(later(HOUR), NOW)).toBe(1);
    expect(remainingCooldownHours(later(HOUR + 1), NOW)).toBe(2);
    expect(remainingCooldownHours(later(24 * HOUR), NOW)).toBe(24);
  });

  it('sells up to the remaining hours, as many as the balance pays for', () => {
    expect(buyableHours(1000, 100, 24)).toBe(10);
    expect(buyableHours(999, 100, 24)).toBe(9);
    expect(buyableHours(99, 100, 24)).toBe(0);
    expect(buyableHours(1_000_000, 100, 24)).toBe(24);
    expect(buyableHours(500, 100, 5)).toBe(5);
    expect(buyableHours(500, 100, 0)).toBe(0);
  });

  it('sells every remaining hour when an hour is free', () => {
    expect(buyableHours(0, 0, 7)).toBe(7);
  });

  it('words its refusals as the spec does', () => {
    expect(INVALID_HOURS).toBe('Invalid number of hours selected.');
    expect(NOT_ENOUGH_FOR_BUYDOWN).toBe('You do not have enough currency for this buydown.');
  });
});
