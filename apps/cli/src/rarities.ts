import type { Rarity } from '@orrery/procgen';

/** The tiers from most to least common: the order of every table, bar chart and `--target`. */
export const RARITIES: readonly Rarity[] = ['COMMON', 'UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY'];
