import type { Rarity } from './vocabulary/rarity.js';

// The value rule of a trade's confirmation (docs/game-rules.md, "Trading"): each system is worth
// what collecting a system of its rarity pays (the game config's collection rewards), and each Ϟ is
// worth one. The confirmation warns when one side is worth far less; it never blocks the trade.

/** One side of an offer: the rarity of each system it names, and its Ϟ. */
export interface TradeSideWorth {
  rarities: readonly Rarity[];
  credits: number;
}

/** What a side is worth in Ϟ: its systems at their collection reward, plus its Ϟ. */
export function tradeSideValue(
  side: TradeSideWorth,
  rewards: Readonly<Record<Rarity, number>>,
): number {
  return side.rarities.reduce((sum, rarity) => sum + rewards[rarity], side.credits);
}

/** Which side of a trade is worth far less, as each side's value and the lopsided one. */
export interface TradeBalance {
  give: number;
  get: number;
  /** The side worth `ratio` times less than the other (or nothing), else null. */
  lesser: 'give' | 'get' | null;
}

/**
 * Weighs what one society gives against what it gets. A side is "far less" when the other is worth
 * at least `ratio` times as much; a side worth nothing against a side worth something always is.
 */
export function tradeBalance(
  give: TradeSideWorth,
  get: TradeSideWorth,
  rewards: Readonly<Record<Rarity, number>>,
  ratio: number,
): TradeBalance {
  const giveValue = tradeSideValue(give, rewards);
  const getValue = tradeSideValue(get, rewards);
  const lesser =
    getValue > 0 && getValue >= ratio * giveValue
      ? 'give'
      : giveValue > 0 && giveValue >= ratio * getValue
        ? 'get'
        : null;
  return { give: giveValue, get: getValue, lesser };
}
