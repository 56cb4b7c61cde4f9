import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASD_EPOCH_MS, asdToUtc, GameError, utcToAsd } from './index.js';

describe('ASD', () => {
  it('starts at the epoch and counts days in cycles of 1,000', () => {
    expect(utcToAsd(new Date(ASD_EPOCH_MS))).toBe('ASD 0.000 00:00');
    expect(utcToAsd(new Date(ASD_EPOCH_MS + 90 * 60_000))).toBe('ASD 0.000 01:30');
    expect(utcToAsd(new Date(ASD_EPOCH_MS + 1001 * 86_400_000 + 59_999))).toBe('ASD 1.001 00:00');
    expect(utcToAsd(new Date(ASD_EPOCH_MS - 60_000))).toBe('ASD -1.999 23:59');
    expect(asdToUtc('ASD 25.123 07:05').toISOString()).toBe(
      new Date(ASD_EPOCH_MS + (25123 * 1440 + 7 * 60 + 5) * 60_000).toISOString(),
    );
  });

  it('round-trips both ways to the minute', () => {
    const min = Date.UTC(1900, 0, 1);
    const max = Date.UTC(2200, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min, max }), (ms) => {
        const text = utcToAsd(new Date(ms));
        const back = asdToUtc(text).getTime();
        expect(ms - back).toBeGreaterThanOrEqual(0);
        expect(ms - back).toBeLessThan(60_000);
        expect(utcToAsd(new Date(back))).toBe(text);
      }),
    );
  });

  it('refuses text that is not an ASD date, and an invalid UTC date', () => {
    for (const bad of ['', 'ASD 1.2 03:04', 'ASD 1.002 24:00', 'ASD 1.002 03:60', '2026-01-01']) {
      expect(() => asdToUtc(bad)).toThrow(GameError);
    }
    expect(() => utcToAsd(new Date('nope'))).toThrow('Invalid UTC timestamp');
  });
});
