import { describe, expect, it } from 'vitest';
import { periodOf } from '../goals/index.js';
import { weekOf, weekStartOf } from './index.js';

const T0 = new Date('2026-03-01T12:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);

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

describe('goal periods', () => {
  it('a day is the UTC day, a week the ISO week in UTC (Monday to Monday)', () => {
    // T0 is Sunday 2026-03-01 12:00 UTC.
    expect(periodOf('day', T0)).toEqual({
      key: '2026-03-01',
      start: '2026-03-01T00:00:00.000Z',
      end: '2026-03-02T00:00:00.000Z',
    });
    expect(periodOf('week', T0)).toEqual({
      key: '2026-02-23',
      start: '2026-02-23T00:00:00.000Z',
      end: '2026-03-02T00:00:00.000Z',
    });
    expect(periodOf('week', at(12)).key).toBe('2026-03-02');
  });
});
