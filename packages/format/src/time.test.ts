import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAgo, formatCountdown, formatDuration, formatIn } from './time.js';

describe('times', () => {
  it('counts down in hours, minutes and seconds, never below zero', () => {
    expect(formatCountdown(86_398_500)).toBe('23h 59m 59s');
    expect(formatCountdown(0)).toBe('0h 0m 0s');
    expect(formatCountdown(-5000)).toBe('0h 0m 0s');
    expect(formatCountdown(1)).toBe('0h 0m 1s');
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

  it('says when, relative, for a sentence', () => {
    expect(formatIn(86_399_000)).toBe('in 23h 59m');
    expect(formatIn(42_000)).toBe('in 42s');
    expect(formatIn(61_000)).toBe('in 1m');
    expect(formatIn(3 * 86_400_000 + 3_600_000)).toBe('in 3d 1h');
    expect(formatIn(0)).toBe('now');
    expect(formatIn(-1)).toBe('now');
    expect(() => formatIn(Number.NaN)).toThrow(RangeError);
  });

  it('says how long something took', () => {
    expect(formatDuration(850)).toBe('850ms');
    expect(formatDuration(1_540)).toBe('1.5s');
    expect(formatDuration(42_000)).toBe('42s');
    expect(formatDuration(185_000)).toBe('3m 05s');
    expect(formatDuration(3_720_000)).toBe('1h 02m');
    expect(formatDuration(Infinity)).toBe('--');
  });
});

describe('formatAgo', () => {
  it('reads just now under ten seconds, and for a time slightly ahead', () => {
    expect(formatAgo(9_999)).toBe('just now');
    expect(formatAgo(-3_000)).toBe('just now');
    expect(formatAgo(10_000)).toBe('10s ago');
  });

  it('cuts whole units at each step', () => {
    expect(formatAgo(59_999)).toBe('59s ago');
    expect(formatAgo(60_000)).toBe('1m ago');
    expect(formatAgo(3_599_999)).toBe('59m ago');
    expect(formatAgo(3_600_000)).toBe('1h ago');
    expect(formatAgo(48 * 3_600_000 - 1)).toBe('47h ago');
    expect(formatAgo(48 * 3_600_000)).toBe('2d ago');
  });
});
