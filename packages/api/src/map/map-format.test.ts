import { summaries } from '@orrery/procgen';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classIndexOf,
  decodeMap,
  decodeMapBlock,
  decodeMapHeader,
  encodeMap,
  MAP_CLASSES,
  MapFormatError,
  quantisationError,
  UNKNOWN_CLASS,
  type MapColumns,
} from './map-format.js';

/** Float32 positions add a rounding of their own: a few thousandths of a light-year at 50,000. */
const FLOAT32_SLACK = 0.01;

function expectRoundTrip(columns: MapColumns, blockSystems?: number) {
  const bytes = encodeMap(columns, blockSystems);
  const { header, blocks } = decodeMap(bytes);
  expect(header.count).toBe(columns.count);
  const tolerance = quantisationError(header).map((e) => e + FLOAT32_SLACK);
  let seen = 0;
  for (const block of blocks) {
    expect(block.first).toBe(seen);
    for (let i = 0; i < block.count; i++) {
      const index = block.first + i;
      [columns.x, columns.y, columns.z].forEach((axis, a) => {
        const error = Math.abs(block.positions[i * 3 + a]! - axis[index]!);
        if (error > tolerance[a]!) {
          throw new Error(`system ${index} axis ${a}: off by ${error} (> ${tolerance[a]})`);
        }
      });
      if (block.classIndex[i] !== columns.classIndex[index]) throw new Error(`class of ${index}`);
      if (block.sizeClass[i] !== columns.sizeClass[index]) throw new Error(`size of ${index}`);
    }
    seen += block.count;
  }
  expect(seen).toBe(columns.count);
  return header;
}

const coordinate = fc.double({ min: -60_000, max: 60_000, noNaN: true });

describe('the binary map format', () => {
  it('gives back every position within the quantisation error, and every class and size', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: coordinate,
            y: fc.double({ min: -5_000, max: 5_000, noNaN: true }),
            z: coordinate,
            classIndex: fc.oneof(
              fc.integer({ min: 0, max: MAP_CLASSES.length - 1 }),
              fc.constant(UNKNOWN_CLASS),
            ),
            sizeClass: fc.integer({ min: 0, max: 15 }),
          }),
          { minLength: 1, maxLength: 300 },
        ),
        fc.constantFrom(2, 16, 64, 1024),
        (systems, blockSystems) => {
          expectRoundTrip(
            {
              count: systems.length,
              x: systems.map((s) => s.x),
              y: systems.map((s) => s.y),
              z: systems.map((s) => s.z),
              classIndex: systems.map((s) => s.classIndex),
              sizeClass: systems.map((s) => s.sizeClass),
            },
            blockSystems,
          );
        },
      ),
    );
  });

  it('round-trips a generated galaxy: 20,000 systems over three blocks, within 0.8 ly', () => {
    const all = [...summaries({ seed: 'map-format', size: 20_000, generatorVersion: 1 })];
    const header = expectRoundTrip(
      {
        count: all.length,
        x: all.map((s) => s.x),
        y: all.map((s) => s.y),
        z: all.map((s) => s.z),
        classIndex: all.map((s) => classIndexOf(s.firstStarClass)),
        sizeClass: all.map((s) => s.sizeClass),
      },
      8_192,
    );
    expect(Math.max(...quantisationError(header))).toBeLessThan(0.8);
    expect(all.some((s) => classIndexOf(s.firstStarClass) === UNKNOWN_CLASS)).toBe(false);
  }, 60_000);

  it('keeps every system of a flat or single-system galaxy', () => {
    expectRoundTrip({ count: 1, x: [5], y: [5], z: [5], classIndex: [3], sizeClass: [7] });
    expectRoundTrip({
      count: 3,
      x: [0, 0, 0],
      y: [1, 1, 1],
      z: [2, 2, 2],
      classIndex: [0, 1, 2],
      sizeClass: [4, 5, 6],
    });
  });

  it('decodes nothing until a block has fully arrived', () => {
    const count = 10;
    const bytes = encodeMap(
      {
        count,
        x: Array.from({ length: count }, (_, i) => i),
        y: Array(count).fill(0),
        z: Array(count).fill(0),
        classIndex: Array(count).fill(6),
        sizeClass: Array(count).fill(5),
      },
      4,
    );
    expect(decodeMapHeader(bytes.subarray(0, 20))).toBeUndefined();
    const header = decodeMapHeader(bytes)!;
    const firstBlockEnd = header.headerBytes + 4 * 7;
    expect(decodeMapBlock(header, bytes.subarray(0, firstBlockEnd - 1), 0)).toBeUndefined();
    expect(decodeMapBlock(header, bytes.subarray(0, firstBlockEnd), 0)?.count).toBe(4);
    expect(decodeMapBlock(header, bytes.subarray(0, firstBlockEnd), 4)).toBeUndefined();
    // The last block is shorter: 10 = 4 + 4 + 2.
    expect(decodeMapBlock(header, bytes, 8)?.count).toBe(2);
  });

  it('refuses bytes that are not a map, and a format version it does not know', () => {
    expect(() => decodeMapHeader(new Uint8Array(100))).toThrow(MapFormatError);
    const bytes = encodeMap({ count: 1, x: [1], y: [1], z: [1], classIndex: [0], sizeClass: [4] });
    bytes[4] = 99;
    expect(() => decodeMapHeader(bytes)).toThrow(/format 99/);
  });

  it('names the classes in its header', () => {
    const bytes = encodeMap({ count: 1, x: [1], y: [1], z: [1], classIndex: [0], sizeClass: [4] });
    expect(decodeMapHeader(bytes)!.classes).toEqual([...MAP_CLASSES]);
    expect(classIndexOf('G')).toBe(MAP_CLASSES.indexOf('G'));
    expect(classIndexOf('?')).toBe(UNKNOWN_CLASS);
  });
});
