import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capacityOf,
  generateSystem,
  GROWTH_BASE,
  indexFromHash,
  systemSummary,
  type GalaxyParams,
} from '../src/index.js';

const WIDE_START = 2 ** 24;
const NAME = /^[A-Z][a-z]+$/;
const big = (size: number): GalaxyParams => ({ seed: 'growth', size, generatorVersion: 3 });

describe('generator version 3 grows in place', () => {
  it('gives system i the same bytes in a galaxy of any size above i', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        (seed, size, extra) => {
          const small = { seed, size, generatorVersion: 3 as const };
          const grown = { ...small, size: size + extra };
          for (let i = 0; i < size; i += Math.max(1, Math.floor(size / 7))) {
            expect(JSON.stringify(generateSystem(grown, i))).toBe(
              JSON.stringify(generateSystem(small, i)),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps grown systems past a million and past 2^24 the same at any size', () => {
    const indices = [GROWTH_BASE, 3 * GROWTH_BASE, WIDE_START - 1, WIDE_START, WIDE_START + 7];
    for (const index of indices) {
      expect(generateSystem(big(index + 1), index)).toEqual(
        generateSystem(big(capacityOf(3)), index),
      );
    }
  });

  it('gives the same bytes it gave when pinned, past the first million', () => {
    const indices = [GROWTH_BASE, 2_500_000, WIDE_START + 3, 99_999_999];
    const json = JSON.stringify(indices.map((i) => generateSystem(big(100_000_000), i)));
    expect(createHash('sha256').update(json).digest('hex')).toBe(
      'fcbf88b806132705bfa9c4bd8b9bcea266af596807252618ec1b275b0b785031',
    );
  });

  it('is version 2 below a million systems', () => {
    for (const index of [0, 1, 4_242, 999_999]) {
      const v2 = generateSystem({ seed: 'growth', size: GROWTH_BASE, generatorVersion: 2 }, index);
      expect(generateSystem(big(GROWTH_BASE), index)).toEqual(v2);
    }
  });

  it('puts later systems farther out: the rim and the outer arms fill as it grows', () => {
    const radii = (start: number, count: number) => {
      const out: number[] = [];
      for (let i = start; i < start + count; i++) {
        const s = systemSummary(big(100_000_000), i);
        out.push(Math.hypot(s.x, s.z));
      }
      return out;
    };
    const first = radii(0, 2_000);
    const later = radii(50_000_000, 2_000);
    expect(Math.max(...first)).toBeLessThanOrEqual(50_000.001);
    const beyond = later.filter((r) => r > 50_000).length;
    expect(beyond).toBeGreaterThan(later.length / 4);
    expect(systemSummaryRimShare(50_000_000, 500)).toBeGreaterThan(0.2);
  });

  it('names systems past 2^24 uniquely, pronounceably, and unlike the first ones', () => {
    const seen = new Set<string>();
    for (let i = WIDE_START - 2_000; i < WIDE_START + 20_000; i++) {
      const { name, hash } = systemSummary(big(WIDE_START + 20_000), i);
      expect(name).toMatch(NAME);
      expect(seen.has(name)).toBe(false);
      seen.add(name);
      expect(indexFromHash(big(WIDE_START + 20_000), hash)).toBe(i);
    }
  });

  it('refuses sizes past its capacity, and version 2 past 2^24', () => {
    expect(() => systemSummary(big(capacityOf(3) + 1), 0)).toThrow(RangeError);
    expect(() =>
      systemSummary({ seed: 'growth', size: WIDE_START + 1, generatorVersion: 2 }, 0),
    ).toThrow(RangeError);
    expect(capacityOf(3)).toBeGreaterThan(100_000_000);
  });
});

function systemSummaryRimShare(start: number, count: number): number {
  let rim = 0;
  for (let i = start; i < start + count; i++) {
    if (systemSummary(big(100_000_000), i).sector.endsWith(' Rim')) rim++;
  }
  return rim / count;
}
