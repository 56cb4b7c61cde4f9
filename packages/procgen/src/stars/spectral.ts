import type { SpectralClass } from '../core/types.js';

/**
 * Effective-temperature range of every spectral class, K (docs/game-design.md §5; Q = neutron star surface,
 * X = black hole Hawking temperature). Lower bound included, upper bound included.
 */
export const CLASS_TEMPERATURE: Readonly<Record<SpectralClass, readonly [number, number]>> = {
  O: [33_000, 60_000],
  B: [10_000, 33_000],
  A: [7_500, 10_000],
  F: [6_000, 7_500],
  G: [5_200, 6_000],
  K: [3_700, 5_200],
  M: [2_000, 3_700],
  L: [1_300, 2_000],
  T: [700, 1_300],
  Y: [250, 700],
  Q: [1e5, 3e6],
  X: [0, 1e-6],
};

const BY_TEMPERATURE: readonly SpectralClass[] = ['O', 'B', 'A', 'F', 'G', 'K', 'M', 'L', 'T', 'Y'];

/** The ordinary (O … Y) class of a photosphere at this temperature. */
export function classOfTemperature(temperature: number): SpectralClass {
  for (const c of BY_TEMPERATURE) {
    if (temperature >= CLASS_TEMPERATURE[c][0]) return c;
  }
  return 'Y';
}
