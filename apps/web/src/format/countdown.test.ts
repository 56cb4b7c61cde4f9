import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown.js';

describe('countdown', () => {
  it("says the spec's sentence with hours, minutes and seconds", () => {
    expect(countdownText(61_000)).toBe('You can collect a new system in 0h 1m 1s');
    expect(countdownText(24 * 3_600_000)).toBe('You can collect a new system in 24h 0m 0s');
  });
});
