import fc from 'fast-check';
import { RARITIES } from '@orrery/domain';
// The test holds the page's reading to the zod contract; the page itself stays without zod.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { achievementEvent, discoveryEvent } from '@orrery/domain/events';
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

  it('knows the refetch events and ignores names it does not know', () => {
    for (const name of ['resync', 'galaxy-reset', 'goal-reset', 'cooldown'])
      expect(parseLiveEvent(name, '{}')).toEqual({ type: name });
    expect(parseLiveEvent('message', '{}')).toBeNull();
  });
});
