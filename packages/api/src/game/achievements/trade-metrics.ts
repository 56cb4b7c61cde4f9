import type { TradeItemSystem, TradeRow } from '@orrery/db/trades';
import type { AchievementMetric } from '@orrery/domain/config';

/** The metrics read from the player's accepted trades (docs/game-rules.md, "Achievements"). */
export const TRADE_METRICS: ReadonlySet<AchievementMetric> = new Set([
  'trades',
  'gifts-given',
  'cross-sector-trades',
]);

type TradeTerms = Pick<TradeRow, 'id' | 'from_user_id' | 'give_credits' | 'get_credits'>;
type TradeItem = Pick<TradeItemSystem, 'trade_id' | 'side' | 'sector'>;

/**
 * Counts the player's accepted trades: all of them, the gifts they gave (something given, nothing
 * back: a sender's gift, or an offer asking for nothing in return that the player accepted), and
 * the swaps whose systems on both sides span at least two sectors.
 */
export function tradeMetrics(
  userId: number,
  trades: TradeTerms[],
  items: TradeItem[],
): Record<'trades' | 'gifts-given' | 'cross-sector-trades', number> {
  let gifts = 0;
  let crossSector = 0;
  for (const trade of trades) {
    const own = items.filter((item) => item.trade_id === trade.id);
    const side = (name: 'give' | 'get') => own.filter((item) => item.side === name);
    const [give, get] = [side('give'), side('get')];
    const [mine, theirs] =
      trade.from_user_id === userId
        ? [
            { systems: give, credits: trade.give_credits },
            { systems: get, credits: trade.get_credits },
          ]
        : [
            { systems: get, credits: trade.get_credits },
            { systems: give, credits: trade.give_credits },
          ];
    const gave = mine.systems.length > 0 || Number(mine.credits) > 0;
    const gotNothing = theirs.systems.length === 0 && Number(theirs.credits) === 0;
    if (gave && gotNothing) gifts++;
    const sectors = new Set(own.map((item) => item.sector));
    if (give.length > 0 && get.length > 0 && sectors.size >= 2) crossSector++;
  }
  return { trades: trades.length, 'gifts-given': gifts, 'cross-sector-trades': crossSector };
}
