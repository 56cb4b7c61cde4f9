/**
 * The Galaxy live feed: the latest discoveries the browser has heard of, newest first, one entry
 * per system, kept in localStorage so every tab and a reload show the same list.
 */
import type { DiscoveryEvent } from './live-events.js';
import { rarityLabel } from '../game/rarity.js';

export const FEED_LENGTH = 20;
export const FEED_KEY = 'liveFeed';
/** Rarities whose discovery is a moment worth its own line. */
const MOMENT_RARITIES = new Set(['EPIC', 'LEGENDARY']);

/** The feed with `event` in it: newest first (by its time), one per system, at most `limit`. */
export function withDiscovery(
  feed: readonly DiscoveryEvent[],
  event: DiscoveryEvent,
  limit = FEED_LENGTH,
): DiscoveryEvent[] {
  const others = feed.filter((held) => held.hash !== event.hash);
  return [...others, event].sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}

/** "A Legendary was just found in Orion Inner", or null for a discovery that is no moment. */
export function momentText(event: DiscoveryEvent): string | null {
  if (!MOMENT_RARITIES.has(event.rarity)) return null;
  const label = rarityLabel(event.rarity);
  const article = /^[AEIOU]/.test(label) ? 'An' : 'A';
  return `${article} ${label} was just found in ${event.sector}`;
}

/** A moment reads "just found" this long after the discovery. */
export const MOMENT_WINDOW_MS = 10 * 60_000;

/** The newest moment of the feed still recent at `now`, or null. */
export function latestMoment(
  feed: readonly DiscoveryEvent[],
  now: number,
): { event: DiscoveryEvent; text: string } | null {
  for (const event of feed) {
    if (now - Date.parse(event.at) > MOMENT_WINDOW_MS) return null;
    const text = momentText(event);
    if (text) return { event, text };
  }
  return null;
}

/** The feed held in `storage`; anything unreadable counts as empty. */
export function readFeed(storage: Storage): DiscoveryEvent[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FEED_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as DiscoveryEvent[]).filter((e) => e?.type === 'discovery').slice(0, FEED_LENGTH)
      : [];
  } catch {
    return [];
  }
}

export function writeFeed(storage: Storage, feed: readonly DiscoveryEvent[]): void {
  try {
    storage.setItem(FEED_KEY, JSON.stringify(feed));
  } catch {
    // Storage full or refused: the feed lives in memory for this page.
  }
}
