import { RARITIES } from '@orrery/domain';
import type { Rarity } from '../api/types.js';

/** Spec 3 ranks, COMMON 1 … LEGENDARY 5. */
export function rarityRank(rarity: Rarity): number {
  return RARITIES.indexOf(rarity) + 1;
}

export function rarityLabel(rarity: Rarity): string {
  return rarity.charAt(0) + rarity.slice(1).toLowerCase();
}
