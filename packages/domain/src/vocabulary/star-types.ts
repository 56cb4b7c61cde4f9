/** Every kind of star the generator makes, in the spec's order. */
export const STAR_TYPES = [
  'main-sequence',
  'red-giant',
  'blue-giant',
  'white-dwarf',
  'neutron',
  'black-hole',
  'brown-dwarf',
  'red-dwarf',
] as const;
export type StarType = (typeof STAR_TYPES)[number];

/** Hot to cool; L, T, Y: brown dwarfs; Q: neutron star; X: black hole. */
export const SPECTRAL_CLASSES = [
  'O',
  'B',
  'A',
  'F',
  'G',
  'K',
  'M',
  'L',
  'T',
  'Y',
  'Q',
  'X',
] as const;
export type SpectralClass = (typeof SPECTRAL_CLASSES)[number];
