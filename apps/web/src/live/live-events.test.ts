import fc from 'fast-check';
import { RARITIES } from '@orrery/domain';
// The test holds the page's reading to the zod contract; the page itself stays without zod.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { achievementEvent, discoveryEvent, tradeEvent } from '@orrery/domain/events';
import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './live-events.js';

const discovery = fc.record(
  {
    hash: fc.string(),
    name: fc.string(),
    rarity: fc.constantFrom(...RARITIES),
    sector: fc.string(),
    coordinates: fc.record({
      x: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => !Object.is(x, -0)),
      y: fc.integer(),
      z: fc.integer(),
    }),
    society: fc.string(),
    discoveredAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  },
  { requiredKeys: ['hash', 'name', 'rarity', 'sector', 'coordinates', 'discoveredAt'] },
);

describe('parseLiveEvent, held to the contract of @orrery/domain/events', () => {
  it('reads every discovery the contract allows, with its society or none', () => {
    fc.assert(
      fc.property(discovery, (payload) => {
        expect(discoveryEvent.safeParse(payload).success).toBe(true);
        const read = parseLiveEvent('discovery', JSON.stringify(payload));
        expect(read).toEqual({
          type: 'discovery',
          hash: payload.hash,
          name: payload.name,
          rarity: payload.rarity,
          sector: payload.sector,
          coordinates: payload.coordinates,
          society: payload.society ?? null,
          at: payload.discoveredAt,
        });
      }),
    );
  });

  it('drops a discovery the contract refuses', () => {
    const good = {
      hash: 'h',
      name: 'Vega',
      rarity: 'RARE',
      sector: 'Orion Inner',
      coordinates: { x: 1, y: 2, z: 3 },
      discoveredAt: '2026-12-02T00:00:00.000Z',
    };
    for (const bad of [
      { ...good, rarity: 'MYTHIC' },
      { ...good, coordinates: { x: 1, y: 2 } },
      { ...good, discoveredAt: undefined },
      { ...good, hash: 5 },
    ]) {
      expect(discoveryEvent.safeParse(bad).success).toBe(false);
      expect(parseLiveEvent('discovery', JSON.stringify(bad))).toBeNull();
    }
    expect(parseLiveEvent('discovery', '{not json')).toBeNull();
  });

  it('reads the achievements of an achievement event', () => {
    const payload = {
      achievements: [
        {
          id: 'first-light',
          name: 'First Light',
          description: 'Collect a system',
          level: 1,
          rewardCredits: 50,
        },
      ],
      at: '2026-12-02T00:00:00.000Z',
    };
    expect(achievementEvent.safeParse(payload).success).toBe(true);
    expect(parseLiveEvent('achievement', JSON.stringify(payload))).toEqual({
      type: 'achievement',
      achievements: [
        { id: 'first-light', name: 'First Light', description: 'Collect a system', level: 1 },
      ],
    });
    expect(parseLiveEvent('achievement', '{"achievements":[]}')).toBeNull();
  });

  const trade = (fields: Record<string, unknown>) => {
    const payload = {
      id: 7,
      state: 'open',
      from: 'Vega',
      to: 'Altair',
      you: 'to',
      give: { systems: 1, credits: 0 },
      get: { systems: 0, credits: 50 },
      reversed: false,
      at: '2026-12-02T12:00:00.000Z',
      ...fields,
    };
    expect(tradeEvent.safeParse(payload).success).toBe(true);
    return parseLiveEvent('trade', JSON.stringify(payload));
  };

  it("toasts what the other society did to a trade, never the player's own change", () => {
    const says = (fields: Record<string, unknown>) => {
      const read = trade(fields);
      return read?.type === 'trade' ? read.text : undefined;
    };
    expect(says({})).toBe('Vega sent you a trade offer');
    expect(says({ counters: 3 })).toBe('Vega countered your trade offer');
    expect(says({ you: 'from' })).toBeNull();
    expect(says({ state: 'accepted', you: 'from' })).toBe('Altair accepted your trade offer');
    expect(says({ state: 'accepted' })).toBeNull();
    expect(says({ state: 'declined', you: 'from' })).toBe('Altair declined your trade offer');
    expect(says({ state: 'declined', you: 'from', reason: 'Countered by trade 8' })).toBeNull();
    expect(says({ state: 'cancelled' })).toBe('Vega withdrew their trade offer');
    expect(says({ state: 'void', reason: 'gone' })).toBe(
      'Your trade offer with Vega is no longer possible',
    );
    expect(says({ state: 'void', reversed: true, reason: 'fraud', you: 'from' })).toBe(
      'An operator reversed your trade with Altair',
    );
  });

  it('reads every trade the contract allows as a trade, to refetch the trades', () => {
    const states = ['open', 'accepted', 'declined', 'cancelled', 'expired', 'void'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.constantFrom('from', 'to'),
        fc.boolean(),
        (state, you, reversed) => {
          expect(trade({ state, you, reversed })?.type).toBe('trade');
        },
      ),
    );
    expect(parseLiveEvent('trade', '{"from":"Vega"}')).toBeNull();
  });

  it('knows the refetch events and ignores names it does not know', () => {
    for (const name of ['resync', 'galaxy-reset', 'goal-reset', 'cooldown'])
      expect(parseLiveEvent(name, '{}')).toEqual({ type: name });
    expect(parseLiveEvent('message', '{}')).toBeNull();
  });
});
