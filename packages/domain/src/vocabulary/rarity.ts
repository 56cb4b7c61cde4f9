/** The rarity tiers, from the commonest up (docs/game-design.md, "Rarity"). */
export const RARITIES = ['COMMON', 'UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY'] as const;
export type Rarity = (typeof RARITIES)[number];
