import { defaultGameConfig } from '@orrery/api/game/core';
import { systemRows } from '@orrery/api/game/operations';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { packRows, unpackRows } from './packed-rows.js';

const galaxy = { seed: 'packed-rows', size: 400, generatorVersion: 2 } as const;

it('unpacks every generated row exactly as it was packed', () => {
  const rows = [...systemRows(galaxy, defaultGameConfig(2).rarity, 0)];
  expect(unpackRows(packRows(rows))).toEqual(rows);
  expect(unpackRows(packRows([]))).toEqual([]);
  expect(rows.every((row) => typeof row.card_shape === 'string')).toBe(true);
});

it('keeps any double, int32 and text without the separator, to the bit', () => {
  const text = fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\u0000'));
  const int = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
  const row = fc.record({
    id: int,
    hash: text,
    name: text,
    sector: text,
    x: fc.double(),
    y: fc.double(),
    z: fc.double(),
    star_count: int,
    planet_count: int,
    moon_count: int,
    habitable: int,
    first_star_class: text,
    first_star_type: text,
    size_class: int,
    card_type: text,
    rarity: text,
    rarity_score: fc.double(),
    // A stored shape is never empty (packRows writes none as empty).
    card_shape: fc.option(
      text.filter((s) => s !== ''),
      { nil: null },
    ),
  });
  fc.assert(
    fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
      // toEqual tells -0 from 0 and treats NaN as equal to itself, as the stored value would.
      expect(unpackRows(packRows(rows as never))).toEqual(rows);
    }),
  );
});

it('refuses what it could not bring back unchanged', () => {
  const [row] = [...systemRows(galaxy, defaultGameConfig(2).rarity, 0, 1)];
  expect(() => packRows([{ ...row!, planet_count: 2.5 }])).toThrow(
    'planet_count 2.5 is not an int32',
  );
  expect(() => packRows([{ ...row!, name: 'a\u0000b' }])).toThrow('name holds a NUL character');
});
