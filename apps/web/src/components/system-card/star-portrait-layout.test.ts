import { describe, expect, it } from 'vitest';
import { fieldStars, starDiameterRem } from './star-portrait-layout.js';

describe('star portrait', () => {
  it('orders sizes as the real stars are: giants, then main sequence by class, then remnants', () => {
    const size = (spectralClass: 'O' | 'G' | 'M' | 'K' | 'Q' | 'X' | 'L', type: string) =>
      starDiameterRem({ spectralClass, type } as Parameters<typeof starDiameterRem>[0]);
    expect(size('M', 'red-giant')).toBeGreaterThan(size('O', 'main-sequence'));
    expect(size('O', 'main-sequence')).toBeGreaterThan(size('G', 'main-sequence'));
    expect(size('G', 'main-sequence')).toBeGreaterThan(size('M', 'red-dwarf'));
    expect(size('M', 'red-dwarf')).toBeGreaterThan(size('K', 'white-dwarf'));
    expect(size('K', 'white-dwarf')).toBeGreaterThan(size('Q', 'neutron'));
    // Everything fits the card's 16 rem of width.
    expect(size('M', 'red-giant')).toBeLessThan(16);
  });

  it('places the field by the hash alone, inside the card', () => {
    expect(fieldStars('abcd1234')).toEqual(fieldStars('abcd1234'));
    expect(fieldStars('abcd1234')).not.toEqual(fieldStars('abcd1235'));
    for (const star of fieldStars('zzzz9999')) {
      expect(star.x).toBeGreaterThanOrEqual(0);
      expect(star.x).toBeLessThanOrEqual(100);
      expect(star.y).toBeGreaterThanOrEqual(0);
      expect(star.y).toBeLessThanOrEqual(100);
      expect(star.brightness).toBeGreaterThan(0);
    }
  });
});
