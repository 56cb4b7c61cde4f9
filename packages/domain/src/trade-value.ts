import type { Rarity } from './vocabulary/rarity.js';

// The value rule behind the trade confirmation's warning (docs/game-rules.md, "The value
// warning"): a system is worth what collecting it pays (its rarity's collection reward), Ϟ are
// worth themselves. The warning never blocks a trade.

/** One side's worth in Ϟ: its systems' collection rewards plus its Ϟ. */
export function tradeSideValue(
  rewards: Readonly<Record<Rarity, number>>,
  rarities: readonly Rarity[],
  credits: number,
): number {
  return rarities.reduce((sum, rarity) => sum + rewards[rarity], credits);
}

/**
 * The side worth far less (its value times `ratio` is below the other's), or null. A gift (one
 * side empty) is one-sided by choice and draws no warning.
 */
export function tradeValueWarning(give: number, get: number, ratio: number): 'give' | 'get' | null {
  if (give === 0 || get === 0) return null;
  if (give * ratio < get) return 'give';
  if (get * ratio < give) return 'get';
  return null;
}
