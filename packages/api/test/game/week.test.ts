import { describe, expect, it } from 'vitest';
import { weekOf, weekStartOf } from '../../src/game/index.js';

describe('the week', () => {
  it('runs from Monday 00:00 UTC to the next Monday', () => {
    // 2026-03-01 is a Sunday; 2026-03-02 a Monday.
    expect(weekStartOf(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-02-23');
    expect(weekStartOf(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
    expect(weekStartOf(new Date('2026-03-08T23:59:59Z'))).toBe('2026-03-02');
    expect(weekStartOf(new Date('1969-12-31T12:00:00Z'))).toBe('1969-12-29');
    expect(weekOf(new Date('2026-03-04T10:00:00Z'))).toEqual({
      start: '2026-03-02T00:00:00.000Z',
      end: '2026-03-09T00:00:00.000Z',
    });
  });
});
