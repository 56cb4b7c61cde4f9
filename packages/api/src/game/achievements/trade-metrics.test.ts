import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tradeMetrics } from './trade-metrics.js';

// The trade metrics over any accepted trades between two societies, 1 (sender) and 2 (receiver).

const side = fc.array(fc.constantFrom('Orion', 'Cygnus', 'Lyra'), { maxLength: 3 });
const trade = fc.record({
  give: side,
  get: side,
  give_credits: fc.constantFrom(0, 0, 5),
  get_credits: fc.constantFrom(0, 0, 5),
});

describe('tradeMetrics', () => {
  it('counts a trade as a gift for at most one side, and a swap across sectors for both', () => {
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 8 }), (terms) => {
        const trades = terms.map((t, id) => ({ id, from_user_id: 1, ...t }));
        const items = terms.flatMap((t, id) => [
          ...t.give.map((sector) => ({ trade_id: id, side: 'give' as const, sector })),
          ...t.get.map((sector) => ({ trade_id: id, side: 'get' as const, sector })),
        ]);
        const sender = tradeMetrics(1, trades, items);
        const receiver = tradeMetrics(2, trades, items);
        expect(sender.trades).toBe(terms.length);
        expect(sender['gifts-given'] + receiver['gifts-given']).toBeLessThanOrEqual(terms.length);
        expect(sender['cross-sector-trades']).toBe(receiver['cross-sector-trades']);
        const oneSided = terms.filter(
          (t) =>
            (t.get.length === 0 && t.get_credits === 0) !==
            (t.give.length === 0 && t.give_credits === 0),
        );
        expect(sender['gifts-given'] + receiver['gifts-given']).toBe(oneSided.length);
      }),
    );
  });
});
