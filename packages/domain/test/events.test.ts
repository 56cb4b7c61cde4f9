import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discoveryEvent,
  formatEventId,
  GAME_EVENT_TYPES,
  parseEventId,
} from '../src/events/index.js';

describe('event ids', () => {
  it('reads back every id it writes', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-z]{1,16}$/),
        fc.integer({ min: 1, max: 999_999_999_999_999 }),
        (log, seq) => {
          expect(parseEventId(formatEventId({ log, seq }))).toEqual({ log, seq });
        },
      ),
    );
  });

  it.each([
    '',
    '5',
    'abc-',
    '-5',
    'a-0',
    'a-01',
    'A-1',
    'a-1-2',
    'a- 1',
    'a-1234567890123456',
    'ä-1',
  ])('refuses %j', (text) => expect(parseEventId(text)).toBeNull());
});

describe('the event contract', () => {
  it('names every event a rule may emit', () => {
    expect(GAME_EVENT_TYPES).toEqual([
      'discovery',
      'achievement',
      'cooldown',
      'goal-reset',
      'galaxy-reset',
      'trade',
    ]);
  });

  it('lets a discovery leave its society out, never null', () => {
    const base = {
      hash: 'h',
      name: 'Vega',
      rarity: 'RARE',
      sector: 'Orion Inner',
      coordinates: { x: 1, y: 2, z: 3 },
      discoveredAt: '2026-12-02T00:00:00.000Z',
    };
    expect(discoveryEvent.safeParse(base).success).toBe(true);
    expect(discoveryEvent.safeParse({ ...base, society: null }).success).toBe(false);
    expect(discoveryEvent.safeParse({ ...base, rarity: 'MYTHIC' }).success).toBe(false);
  });
});
