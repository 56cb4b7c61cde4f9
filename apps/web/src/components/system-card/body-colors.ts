import type { PlanetType, SpectralClass } from '../../api/types.js';

/** Star colour by spectral class, hot blue to cool red; Q neutron white-blue, X black hole dark. */
export const STAR_COLORS: Record<SpectralClass, string> = {
  O: '#9bb0ff',
  B: '#aabfff',
  A: '#cad7ff',
  F: '#f8f7ff',
  G: '#fff4ea',
  K: '#ffd2a1',
  M: '#ffad51',
  L: '#ff7b39',
  T: '#d9534f',
  Y: '#8e3b46',
  Q: '#e0f2ff',
  X: '#3b0764',
};

export const PLANET_COLORS: Record<PlanetType, string> = {
  terrestrial: '#6b8e4e',
  'gas-giant': '#d4a373',
  'ice-giant': '#7dd3fc',
  subgiant: '#c08457',
  dwarf: '#a8a29e',
  ocean: '#2563eb',
  lava: '#ef4444',
  desert: '#eab308',
};

/** A planet whose type is hidden until its system is discovered. */
export const UNKNOWN_PLANET_COLOR = '#475569';
