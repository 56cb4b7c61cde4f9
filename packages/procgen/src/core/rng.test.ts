import { describe, expect, it } from 'vitest';
import { seededRandom } from './rng.js';

describe('seededRandom', () => {
  const draw = (seed: number | string, n = 5) => {
    const random = seededRandom(seed);
    return Array.from({ length: n }, () => random());
  };

  it('repeats its sequence for the same seed and differs for another', () => {
    expect(draw(42)).toEqual(draw(42));
    expect(draw('economy')).toEqual(draw('economy'));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw('economy')).not.toEqual(draw('economz'));
  });

  it('draws uniformly in [0, 1)', () => {
    const values = draw(7, 20_000);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
    const lowDecile = values.filter((v) => v < 0.1).length / values.length;
    expect(Math.abs(lowDecile - 0.1)).toBeLessThan(0.01);
  });

  it('pins its first draws, so a recorded simulation replays the same', () => {
    expect(draw(1, 3)).toMatchInlineSnapshot(`
      [
        0.17013588547706604,
        0.14592148293741047,
        0.5719008415471762,
      ]
    `);
  });
});
