import { GENERATOR_VERSIONS, outlinedSummaries } from '@orrery/procgen';
import { describe, expect, it } from 'vitest';
import { encodeCardShape, storedOutline } from './card-shape.js';
import { toSystemRow } from './system-rows.js';

describe('a stored card shape', () => {
  it.each(GENERATOR_VERSIONS)(
    'spells back the outline of every system of a galaxy (generator version %s)',
    (generatorVersion) => {
      const galaxy = { seed: 'card-shape', size: 5_000, generatorVersion };
      for (const { summary, outline } of outlinedSummaries(galaxy)) {
        const row = toSystemRow(summary, outline);
        expect(row.card_shape).not.toBeNull();
        expect(storedOutline(row)).toStrictEqual(outline);
      }
    },
  );

  const row = { x: 1, y: 2, z: 3, card_type: 'standard' as const, habitable: 0 };

  it('reads a shape it spelled, and nothing else', () => {
    const shape = encodeCardShape({
      stars: [
        { spectralClass: 'G', type: 'main-sequence' },
        { spectralClass: 'X', type: 'black-hole' },
      ],
      planets: [
        { type: 'gas-giant', moonCount: 16 },
        { type: 'desert', moonCount: 0 },
      ],
    });
    expect(shape).toBe('G0X5/1g70');
    expect(storedOutline({ ...row, card_shape: 'G0/' })?.planets).toStrictEqual([]);
    for (const bad of [
      null,
      '',
      '/',
      'G0',
      'G/',
      'Z0/',
      'G9/',
      'G0/1',
      'G0/9a',
      'G0/1!',
      'G0X5/1g7',
    ]) {
      expect(storedOutline({ ...row, card_shape: bad })).toBeUndefined();
    }
  });

  it('is not spelled for a moon count it could not bring back', () => {
    const star = { spectralClass: 'G', type: 'main-sequence' } as const;
    expect(encodeCardShape({ stars: [star], planets: [{ type: 'dwarf', moonCount: 36 }] })).toBe(
      null,
    );
  });
});
