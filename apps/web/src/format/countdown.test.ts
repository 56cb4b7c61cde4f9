import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownText, formatCountdown } from './countdown.js';

describe('countdown', () => {
  it('formats hours, minutes and seconds', () => {
    expect(formatCountdown(0)).toBe('0h 0m 0s');
    expect(formatCountdown(3_723_000)).toBe('1h 2m 3s');
    expect(formatCountdown(24 * 3_600_000)).toBe('24h 0m 0s');
    expect(countdownText(61_000)).toBe('You can collect a new system in 0h 1m 1s');
  });
  it('rounds partial seconds up and never shows negatives', () => {
    expect(formatCountdown(1)).toBe('0h 0m 1s');
    expect(formatCountdown(-5000)).toBe('0h 0m 0s');
  });
  it('adds back up to the whole seconds remaining', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86_400_000 }), (ms) => {
        const [h, m, s] = formatCountdown(ms).match(/\d+/g)!.map(Number) as [
          number,
          number,
          number,
        ];
        expect(m).toBeLessThan(60);
        expect(s).toBeLessThan(60);
        expect(h * 3600 + m * 60 + s).toBe(Math.ceil(ms / 1000));
      }),
    );
  });
});
