import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, reconnectDelay } from './backoff.js';

describe('reconnectDelay', () => {
  it('draws between zero and a ceiling that doubles per attempt', () => {
    expect(reconnectDelay(0, 0)).toBe(0);
    expect(reconnectDelay(0, 0.999_999)).toBe(999);
    expect(reconnectDelay(1, 0.5)).toBe(1_000);
    expect(reconnectDelay(3, 0.5)).toBe(4_000);
  });

  it('never passes the cap, however many attempts', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, r) => {
          const delay = reconnectDelay(n, r);
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThan(DEFAULT_BACKOFF.capMs);
        },
      ),
    );
  });

  it('takes the server’s retry advice as its floor, never faster', () => {
    expect(reconnectDelay(0, 0.5, 4_000)).toBe(2_000);
    expect(reconnectDelay(0, 0.5, 100)).toBe(500);
    expect(reconnectDelay(2, 0.5, 4_000)).toBe(8_000);
  });

  it('spreads clients dropped together: a thousand draws cover the window evenly', () => {
    const ceiling = 8_000;
    const delays = Array.from({ length: 1_000 }, (_, i) => reconnectDelay(3, (i + 0.5) / 1_000));
    const buckets = [0, 0, 0, 0];
    for (const d of delays) buckets[Math.floor((d / ceiling) * 4)]!++;
    expect(buckets).toEqual([250, 250, 250, 250]);
  });
});
