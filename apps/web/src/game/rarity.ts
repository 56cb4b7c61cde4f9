import type { Rarity } from '../api/types.js';

export const RARITIES: readonly Rarity[] = ['COMMON', 'UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY'];

/** Ranks of docs/spec.md §3, COMMON 1 … LEGENDARY 5. */
export function rarityRank(rarity: Rarity): number {
  return RARITIES.indexOf(rarity) + 1;
}

/** One colour per rarity, used by every badge, dot and chart. */
export const RARITY_COLORS: Record<Rarity, string> = {
  COMMON: '#94a3b8',
  UNCOMMON: '#4ade80',
  RARE: '#60a5fa',
  EPIC: '#c084fc',
  LEGENDARY: '#fbbf24',
};

export function rarityLabel(rarity: Rarity): string {
  return rarity.charAt(0) + rarity.slice(1).toLowerCase();
}
