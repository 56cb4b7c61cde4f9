import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPointBuffers, toUnit, type MapPoint } from './map-buffers.js';
import { hexToRgb, markerSize, spectralColor } from './map-style.js';

const point = (over: Partial<MapPoint> & { hash: string }): MapPoint => ({
  coordinates: { x: 0, y: 0, z: 0 },
  discovered: false,
  discoveredById: null,
  firstStar: { spectralClass: 'G', type: 'main-sequence', sizeClass: 5 },
  ...over,
});

const points: MapPoint[] = [
  point({ hash: 'a', coordinates: { x: 50_000, y: -500, z: 25_000 } }),
  point({
    hash: 'b',
    discovered: true,
    discoveredById: 7,
    firstStar: { spectralClass: 'O', type: 'blue-giant', sizeClass: 10 },
  }),
  point({
    hash: 'c',
    discovered: true,
    discoveredById: 8,
    firstStar: { spectralClass: 'M', type: 'red-dwarf', sizeClass: 0 },
  }),
];

describe('buildPointBuffers', () => {
  it('normalises coordinates into the unit frame', () => {
    const b = buildPointBuffers(points, 'all', null);
    expect(Array.from(b.positions.slice(0, 3))).toEqual([1, -0.01, 0.5].map(Math.fround));
    expect(toUnit(100_000)).toBe(2);
  });

  it('colours by spectral class and sizes by size class', () => {
    const b = buildPointBuffers(points, 'all', null);
    const rgb = hexToRgb(spectralColor('O'));
    expect(Array.from(b.colors.slice(3, 6))).toEqual(rgb.map(Math.fround));
    expect(Array.from(b.sizes)).toEqual([5, 10, 7]);
  });

  it('keeps only what the filter shows and maps points back to the list', () => {
    expect(Array.from(buildPointBuffers(points, 'discovered', null).indices)).toEqual([1, 2]);
    expect(Array.from(buildPointBuffers(points, 'undiscovered', null).indices)).toEqual([0]);
    expect(Array.from(buildPointBuffers(points, 'collected', 7).indices)).toEqual([1]);
    expect(Array.from(buildPointBuffers(points, 'collected', null).indices)).toEqual([]);
  });

  it('always sizes the arrays to the visible count', () => {
    const arb = fc.array(
      fc.record({
        hash: fc.string(),
        coordinates: fc.record({
          x: fc.double({ noNaN: true, min: -5e4, max: 5e4 }),
          y: fc.constant(0),
          z: fc.constant(0),
        }),
        discovered: fc.boolean(),
        discoveredById: fc.constantFrom(null, 1, 2),
        firstStar: fc.constant({ spectralClass: 'K', type: 'main-sequence', sizeClass: 6 }),
      }),
    );
    fc.assert(
      fc.property(
        arb,
        fc.constantFrom('all', 'discovered', 'undiscovered', 'collected' as const),
        (list, filter) => {
          const b = buildPointBuffers(list, filter, 1);
          const n = b.indices.length;
          expect(b.positions).toHaveLength(n * 3);
          expect(b.colors).toHaveLength(n * 3);
          expect(b.sizes).toHaveLength(n);
          b.indices.forEach((i) => expect(i).toBeLessThan(list.length));
        },
      ),
    );
  });
});

describe('marker style', () => {
  it('uses size class 4..10, 6 without a star and 7 for an unusable class', () => {
    expect(markerSize(4)).toBe(4);
    expect(markerSize(10)).toBe(10);
    expect(markerSize(undefined)).toBe(6);
    expect(markerSize(null)).toBe(6);
    expect(markerSize(42)).toBe(7);
    expect(markerSize(5.5)).toBe(7);
  });

  it('gives every spectral class its own colour and unknown classes a grey', () => {
    const classes = ['O', 'B', 'A', 'F', 'G', 'K', 'M', 'L', 'T', 'Y', 'Q', 'X'];
    expect(new Set(classes.map(spectralColor)).size).toBe(classes.length);
    expect(spectralColor('Z')).toBe('#c8c8c8');
    expect(hexToRgb('#ff0080')).toEqual([1, 0, 128 / 255]);
  });
});
