import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './index.js';

describe('time zone names', () => {
  it('accepts IANA names in their canonical spelling and refuses anything else', () => {
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    for (const bad of ['', 'Mars/Olympus', '+01:00', 'UTC+1', 'Europe/Berlin; drop', ' ']) {
      expect(canonicalTimeZone(bad), bad).toBeNull();
    }
  });
});
