import { classIndexOf, decodeMap, encodeMap } from '@orrery/api/map-format';
import { SPECTRAL_CLASSES } from '@orrery/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISCOVERED,
  GalaxyPoints,
  MINE,
  UNDISCOVERED,
  stateVisible,
  type MapFilter,
} from './map-buffers.js';
import { hexToRgb, markerSize, spectralColor } from './map-style.js';

/** A galaxy of three systems through the real encoding, in blocks of two. */
function threeSystems() {
  const { header, blocks } = decodeMap(
    encodeMap(
      {
        count: 3,
        x: [50_000, -50_000, 0],
        y: [-500, 500, 0],
        z: [25_000, 0, -25_000],
        classIndex: ['G', 'O', 'M'].map(classIndexOf),
        sizeClass: [5, 10, 0],
      },
      2,
    ),
  );
  return { header, blocks, points: new GalaxyPoints(header) };
}

const whole = (discovered: [number, number][], revision = 5) => ({
  galaxy: 'g1',
  revision,
  since: null,
  discovered,
  released: [],
});

describe('GalaxyPoints', () => {
  it('fills positions (centred, the wider half-width 1), colours and sizes block by block', () => {
    const { blocks, points } = threeSystems();
    points.addBlock(blocks[0]!);
    expect(points.loaded).toBe(2);
    expect(points.takeDirty().points).toEqual([0, 2]);
    points.addBlock(blocks[1]!);
    expect(points.loaded).toBe(3);
    expect(points.takeDirty().points).toEqual([2, 3]);
    const p = Array.from(points.positions);
    [1, -0.01, 0.5, -1, 0.01, 0, 0, 0, -0.5].forEach((v, i) => expect(p[i]).toBeCloseTo(v, 4));
    const rgb = hexToRgb(spectralColor('O')).map((c) => Math.round(c * 255));
    expect(Array.from(points.colors.slice(3, 6))).toEqual(rgb);
    expect(Array.from(points.sizes)).toEqual([5, 10, 7]);
  });

  it('applies the whole list, then deltas; refuses a delta that does not follow', () => {
    const { points } = threeSystems();
    points.setUser(7);
    expect(
      points.applyDiscoveries(
        whole([
          [1, 7],
          [2, 8],
        ]),
      ),
    ).toBe(true);
    expect(Array.from(points.states)).toEqual([UNDISCOVERED, MINE, DISCOVERED]);
    const delta = { galaxy: 'g1', revision: 7, since: 5, discovered: [[0, 8]], released: [2] };
    expect(points.applyDiscoveries(delta)).toBe(true);
    expect(Array.from(points.states)).toEqual([DISCOVERED, MINE, UNDISCOVERED]);
    expect(points.takeDirty().states).toEqual([0, 3]);
    // Another revision, or another galaxy: the caller must fetch the whole list.
    expect(points.applyDiscoveries({ ...delta, since: 6, revision: 8 })).toBe(false);
    expect(points.applyDiscoveries({ ...delta, galaxy: 'g2', since: 7, revision: 8 })).toBe(false);
    expect(points.discoveries).toEqual({ galaxy: 'g1', revision: 7 });
    points.setUser(8);
    expect(Array.from(points.states)).toEqual([MINE, DISCOVERED, UNDISCOVERED]);
  });

  it('counts what each filter shows among the loaded points', () => {
    const owner = fc.constantFrom(-1, 1, 2);
    fc.assert(
      fc.property(
        fc.array(owner, { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 1, max: 2 }),
        (owners, blocksIn) => {
          const { blocks, points } = threeSystems();
          for (const block of blocks.slice(0, blocksIn)) points.addBlock(block);
          points.setUser(1);
          const discovered = owners.flatMap((o, i) => (o < 0 ? [] : [[i, o] as [number, number]]));
          points.applyDiscoveries(whole(discovered));
          for (const filter of ['all', 'discovered', 'undiscovered', 'collected'] as MapFilter[]) {
            const expected = owners
              .slice(0, points.loaded)
              .filter((o) =>
                stateVisible(o < 0 ? UNDISCOVERED : o === 1 ? MINE : DISCOVERED, filter),
              );
            expect(points.visibleCount(filter)).toBe(expected.length);
          }
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
    expect(new Set(SPECTRAL_CLASSES.map(spectralColor)).size).toBe(SPECTRAL_CLASSES.length);
    expect(spectralColor('Z')).toBe('#c8c8c8');
    expect(hexToRgb('#ff0080')).toEqual([1, 0, 128 / 255]);
  });
});
