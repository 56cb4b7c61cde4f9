import { formatCurrency } from '@orrery/format';
import { DEFAULT_COLLECTION_REWARDS, tradeSideValue, tradeValueWarning } from '@orrery/domain';
import { TRADING_DEFAULTS } from '@orrery/domain';
import type { TradeSide } from './trade-view.js';

/** The viewer's side and the other, weighed in Ϟ, and the one worth far less. */
export interface Weighed {
  value: { give: number; get: number };
  lesser: 'give' | 'get' | null;
}

/**
 * Weighs an offer before it exists, by the value rule at the game's default weights
 * (docs/game-rules.md, "The value warning"); once sent, the server's weighing is shown.
 */
export function weighOffer(mine: TradeSide, theirs: TradeSide): Weighed {
  const worth = (side: TradeSide) =>
    tradeSideValue(
      DEFAULT_COLLECTION_REWARDS,
      side.systems.map((system) => system.rarity),
      side.credits,
    );
  const value = { give: worth(mine), get: worth(theirs) };
  return {
    value,
    lesser: tradeValueWarning(value.give, value.get, TRADING_DEFAULTS.valueWarningRatio),
  };
}

/** The confirmation's warning, from the viewer's side; null when the sides are close. */
export function worthWarning({ value, lesser }: Weighed): string | null {
  const values = `${formatCurrency(value.give)} given against ${formatCurrency(value.get)} received, each system at its rarity's collection reward`;
  if (lesser === 'get') return `What you get is worth far less than what you give (${values}).`;
  if (lesser === 'give') return `What you give is worth far less than what you get (${values}).`;
  return null;
}
