import { RARITIES } from '@orrery/domain';
import type { Rarity } from '../api/types.js';

/** Ranks of docs/spec.md §3, COMMON 1 … LEGENDARY 5. */
export function rarityRank(rarity: Rarity): number {
  return RARITIES.indexOf(rarity) + 1;
}

export function rarityLabel(rarity: Rarity): string {
  return rarity.charAt(0) + rarity.slice(1).toLowerCase();
}
