/** The Galaxy live feed held for the page: the list in localStorage, and who listens to it. */
import { readFeed, withDiscovery, writeFeed } from './discovery-feed.js';
import type { DiscoveryEvent } from './live-events.js';

let feed: DiscoveryEvent[] | null = null;
const listeners = new Set<() => void>();

export const feedStore = {
  get(): DiscoveryEvent[] {
    feed ??= readFeed(localStorage);
    return feed;
  },
  add(event: DiscoveryEvent): void {
    feed = withDiscovery(feedStore.get(), event);
    writeFeed(localStorage, feed);
    for (const listener of listeners) listener();
  },
  /** The galaxy was reset: its old discoveries are gone. */
  clear(): void {
    feed = [];
    writeFeed(localStorage, feed);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
