import type { Rarity } from './vocabulary/rarity.js';

/**
 * What collecting a system pays by its rarity, by default (a galaxy's config may change it). Kept
 * apart from the config's schema so the web can weigh a trade without loading zod.
 */
export const DEFAULT_COLLECTION_REWARDS: Readonly<Record<Rarity, number>> = {
  COMMON: 50,
  UNCOMMON: 100,
  RARE: 200,
  EPIC: 400,
  LEGENDARY: 1000,
};
