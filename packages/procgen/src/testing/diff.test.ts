import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffJson } from './diff.js';
import { stableJson } from './json.js';
import type { JsonValue } from './json.js';

const json = fc.jsonValue() as fc.Arbitrary<JsonValue>;

describe('diffJson', () => {
  it('finds nothing between a value and its copy', () => {
    fc.assert(fc.property(json, (value) => diffJson(value, structuredClone(value)).length === 0));
  });

  it('finds a difference exactly when the two values differ as JSON', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const same = stableJson(a) === stableJson(b);
        return (diffJson(a, b).length === 0) === same;
      }),
    );
  });

  it('names a changed leaf by its path, with both values', () => {
    const before = { planets: [{ moons: [{ radiusKm: 10 }, { radiusKm: 20 }] }] };
    const after = structuredClone(before);
    after.planets[0]!.moons[1]!.radiusKm = 21;
    expect(diffJson(before, after)).toEqual([
      { path: 'planets[0].moons[1].radiusKm', before: 20, after: 21 },
    ]);
  });

  it('says which side lacks a field or an item', () => {
    expect(diffJson({ a: 1, list: [1, 2] }, { b: 2, list: [1] })).toEqual([
      { path: 'a', before: 1 },
      { path: 'b', after: 2 },
      { path: 'list[1]', before: 2 },
    ]);
    expect(diffJson([], [{ x: 1 }])).toEqual([{ path: '[0]', after: { x: 1 } }]);
  });

  it('reports a value that changed shape whole, and quotes keys that are not names', () => {
    expect(diffJson({ 'a b': { x: 1 } }, { 'a b': [1] })).toEqual([
      { path: '["a b"]', before: { x: 1 }, after: [1] },
    ]);
    expect(diffJson({ toString: 1 }, {})).toEqual([{ path: 'toString', before: 1 }]);
  });
});
