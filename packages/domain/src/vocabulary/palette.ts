import type { CardType } from './card-types.js';
import type { PlanetType } from './planet-types.js';
import type { Rarity } from './rarity.js';
import type { SpectralClass } from './star-types.js';

// The card's colours: the web draws its cards with them and the server its share images. The
// card rules in apps/web/src/styles.css spell the borders and the holographic sheen in CSS.

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

/** One colour per rarity, used by every badge, dot and chart. */
export const RARITY_COLORS: Record<Rarity, string> = {
  COMMON: '#94a3b8',
  UNCOMMON: '#4ade80',
  RARE: '#60a5fa',
  EPIC: '#c084fc',
  LEGENDARY: '#fbbf24',
};

/** Border colour by card type; a habitable card's border is the holographic gradient instead. */
export const CARD_BORDERS: Record<Exclude<CardType, 'habitable'>, string> = {
  'multi-star': '#3b82f6',
  standard: '#94a3b8',
  'star-only': '#334155',
};

export const HOLOGRAPHIC = ['#f0abfc', '#67e8f9', '#fde68a', '#86efac', '#f0abfc'];
