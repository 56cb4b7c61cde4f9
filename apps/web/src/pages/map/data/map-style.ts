/** How a system looks on the map: colour by the first star's spectral class, size by size class. */

/** Hex colours; hot blue O through red M, brown dwarfs brown/magenta, remnants cyan-white and violet. */
export const SPECTRAL_COLORS: Record<string, string> = {
  O: '#6f8cff',
  B: '#93b1ff',
  A: '#d6e1ff',
  F: '#fbf6dc',
  G: '#ffe066',
  K: '#ffa94d',
  M: '#ff5a4a',
  L: '#b0643a',
  T: '#c04fd0',
  Y: '#8e3f8e',
  Q: '#d8ffff',
  X: '#9b4dff',
};
const UNKNOWN_COLOR = '#c8c8c8';

export const DEFAULT_SIZE = 6;
export const UNKNOWN_SIZE = 7;
/** The selected marker is three times the size of its normal marker (docs/spec.md §9). */
export const SELECTED_SCALE = 3;

export function spectralColor(spectralClass: string | null | undefined): string {
  return (spectralClass && SPECTRAL_COLORS[spectralClass]) || UNKNOWN_COLOR;
}

/** Marker size: the size class 4..10; 6 when there is none, 7 when it is out of range. */
export function markerSize(sizeClass: number | null | undefined): number {
  if (sizeClass === null || sizeClass === undefined) return DEFAULT_SIZE;
  return Number.isInteger(sizeClass) && sizeClass >= 4 && sizeClass <= 10
    ? sizeClass
    : UNKNOWN_SIZE;
}

/** '#rrggbb' to linear-free 0..1 RGB, as the shader takes it. */
export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
