import { gameConfigDefaults } from '../src/config/game-config.js';

/**
 * A seeded random source in [0, 1) for the draw's tests (mulberry32 over an FNV-1a hash of the
 * seed). The server draws with procgen's seededRandom; domain may not import procgen, and the
 * draw's rules hold for any source.
 */
export function testRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The game's default rules (the rarity part is the generator's and plays no part in these tests). */
export const DEFAULT_RULES = gameConfigDefaults({
  weights: {},
  thresholds: { UNCOMMON: 1, RARE: 2, EPIC: 3, LEGENDARY: 4 },
});
