import type { SpectralClass, StarType } from '../../api/types.js';

/**
 * A star's drawn diameter on a card (rem). Not to scale (a red giant would not fit, a neutron star
 * would not show): ordered as the real sizes are, giants largest, remnants smallest.
 */
const BY_TYPE: Record<Exclude<StarType, 'main-sequence'>, number> = {
  'red-giant': 6.5,
  'blue-giant': 6,
  'red-dwarf': 2.4,
  'brown-dwarf': 2,
  'black-hole': 3.4,
  'white-dwarf': 1.1,
  neutron: 0.6,
};
/** Main-sequence stars by class: hotter is larger (O ~10 R☉ down to M ~0.5 R☉). */
const MAIN_SEQUENCE: Partial<Record<SpectralClass, number>> = {
  O: 4.6,
  B: 4.2,
  A: 3.8,
  F: 3.4,
  G: 3.1,
  K: 2.8,
  M: 2.5,
};

export function starDiameterRem(star: { spectralClass: SpectralClass; type: StarType }): number {
  if (star.type === 'main-sequence') return MAIN_SEQUENCE[star.spectralClass] ?? 3;
  return BY_TYPE[star.type];
}

export interface FieldStar {
  /** Percent of the field's width and height. */
  x: number;
  y: number;
  /** Pixels. */
  size: number;
  brightness: number;
}

const FIELD_STARS = 28;
/** The R2 low-discrepancy sequence's steps (1/φ₂, 1/φ₂²): points spread evenly, never in clumps. */
const R2 = [0.7548776662466927, 0.5698402909980532] as const;

const fraction = (value: number) => value - Math.floor(value);

/**
 * The faint background stars of a card's field: an evenly spread sequence offset by the hash, so a
 * card always looks the same and two cards differ. Decoration, not physics (no random numbers).
 */
export function fieldStars(hash: string): FieldStar[] {
  const codes = [...hash].map((c) => c.charCodeAt(0));
  const offset = (from: number) =>
    fraction(codes.reduce((sum, code, i) => sum + code * (i % 2 === from ? 0.0137 : 0.0071), 0));
  const [dx, dy] = [offset(0), offset(1)];
  return Array.from({ length: FIELD_STARS }, (_, i) => {
    const x = fraction(dx + (i + 1) * R2[0]);
    const y = fraction(dy + (i + 1) * R2[1]);
    const glint = codes[i % codes.length] ?? 0;
    return {
      x: Math.round(x * 1000) / 10,
      y: Math.round(y * 1000) / 10,
      size: glint % 7 === 0 ? 2 : 1,
      brightness: 0.25 + ((glint * (i + 3)) % 11) / 20,
    };
  });
}
