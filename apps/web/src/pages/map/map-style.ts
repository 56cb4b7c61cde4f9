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
/** The selected marker is three times the size of its normal marker (spec 9). */
export const SELECTED_SCALE = 3;

export function spectralColor(spectralClass: string | null | undefined): string {
  return (spectralClass && SPECTRAL_COLORS[spectralClass]) || UNKNOWN_COLOR;
}

/** Marker size: size class 4..10; 6 when the system has no first star, 7 when its class is unusable. */
export function markerSize(firstStar: { sizeClass?: number | null } | null | undefined): number {
  if (!firstStar) return DEFAULT_SIZE;
  const size = firstStar.sizeClass;
  return typeof size === 'number' && Number.isInteger(size) && size >= 4 && size <= 10
    ? size
    : UNKNOWN_SIZE;
}

/** '#rrggbb' to linear-free 0..1 RGB, as the shader takes it. */
export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
