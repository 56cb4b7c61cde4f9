import fc from 'fast-check';
import { RARITIES } from '@orrery/domain';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage.js';
import type { DiscoveryEvent } from './live-events.js';
import {
  FEED_KEY,
  latestMoment,
  MOMENT_WINDOW_MS,
  momentText,
  readFeed,
  withDiscovery,
  writeFeed,
} from './discovery-feed.js';

const found = (hash: string, at: string, rarity: DiscoveryEvent['rarity'] = 'COMMON') =>
  ({
    type: 'discovery',
    hash,
    name: 'Vega',
    rarity,
    sector: 'Orion Inner',
    coordinates: { x: 0, y: 0, z: 0 },
    society: null,
    at,
  }) satisfies DiscoveryEvent;

describe('the Galaxy live feed', () => {
  it('puts the newest first and keeps one entry per system', () => {
    let feed = withDiscovery([], found('a', '2026-12-02T10:00:00.000Z'));
    feed = withDiscovery(feed, found('b', '2026-12-02T10:05:00.000Z'));
    feed = withDiscovery(feed, found('a', '2026-12-02T10:00:00.000Z'));
    expect(feed.map((e) => e.hash)).toEqual(['b', 'a']);
  });

  it('holds at most the limit, newest first, whatever order events arrive in', () => {
    const stamps = fc.uniqueArray(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 60 });
    fc.assert(
      fc.property(stamps, (times) => {
        let feed: DiscoveryEvent[] = [];
        for (const t of times)
          feed = withDiscovery(feed, found(`h${t}`, new Date(t).toISOString()), 20);
        const newest = [...times].sort((a, b) => b - a).slice(0, 20);
        expect(feed.map((e) => Date.parse(e.at))).toEqual(newest);
      }),
    );
  });

  it('names the moments: Epic and Legendary finds, with the right article', () => {
    expect(momentText(found('a', 'x', 'LEGENDARY'))).toBe(
      'A Legendary was just found in Orion Inner',
    );
    expect(momentText(found('a', 'x', 'EPIC'))).toBe('An Epic was just found in Orion Inner');
    for (const rarity of RARITIES.filter((r) => r !== 'EPIC' && r !== 'LEGENDARY'))
      expect(momentText(found('a', 'x', rarity))).toBeNull();
  });

  it('shows the newest moment while it is recent, then none', () => {
    const at = Date.parse('2026-12-02T10:00:00.000Z');
    const feed = [
      found('c', '2026-12-02T10:00:00.000Z', 'COMMON'),
      found('e', '2026-12-02T09:59:00.000Z', 'EPIC'),
      found('l', '2026-12-02T09:58:00.000Z', 'LEGENDARY'),
    ];
    expect(latestMoment(feed, at)?.event.hash).toBe('e');
    expect(latestMoment(feed, at - 60_000 + MOMENT_WINDOW_MS)?.event.hash).toBe('e');
    expect(latestMoment(feed, at - 60_000 + MOMENT_WINDOW_MS + 1)).toBeNull();
    expect(latestMoment(feed.slice(0, 1), at)).toBeNull();
  });

  it('reads back what it wrote, and an unreadable store as empty', () => {
    const storage = new MemoryStorage();
    const feed = [found('a', '2026-12-02T10:00:00.000Z')];
    writeFeed(storage, feed);
    expect(readFeed(storage)).toEqual(feed);
    storage.setItem(FEED_KEY, '{not json');
    expect(readFeed(storage)).toEqual([]);
    storage.setItem(FEED_KEY, '{"a":1}');
    expect(readFeed(storage)).toEqual([]);
  });
});
