import type { Rarity } from '@orrery/domain';

/** One colour per tier, the same wherever the CLI shows a rarity. */
export const RARITY_COLORS: Record<Rarity, string> = {
  COMMON: 'gray',
  UNCOMMON: 'green',
  RARE: 'blue',
  EPIC: 'magenta',
  LEGENDARY: 'yellow',
};
