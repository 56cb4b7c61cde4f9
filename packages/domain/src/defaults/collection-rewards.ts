import type { Rarity } from '../vocabulary/rarity.js';

/**
 * What collecting a system pays by its rarity, by default (a galaxy's config may change it). The web
 * weighs an offer with them before sending it (docs/game-rules.md, "The value warning").
 */
export const DEFAULT_COLLECTION_REWARDS: Readonly<Record<Rarity, number>> = {
  COMMON: 50,
  UNCOMMON: 100,
  RARE: 200,
  EPIC: 400,
  LEGENDARY: 1000,
};
