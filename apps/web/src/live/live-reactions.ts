/**
 * What every page does with a live event, whichever page is open: the feed learns discoveries,
 * toasts announce achievements and trades, and events that make shown data stale refetch it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys.js';
import { notify } from '../toasts/notify.js';
import { feedStore } from './feed-store.js';
import type { LiveEvent } from './live-events.js';

const refetch = (client: QueryClient, keys: readonly (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => {});

export function reactToLiveEvent(client: QueryClient, event: LiveEvent): Promise<void> {
  switch (event.type) {
    case 'discovery':
      feedStore.add(event);
      return Promise.resolve();
    case 'achievement':
      for (const achievement of event.achievements) notify.liveAchievement(achievement);
      return refetch(client, [
        queryKeys.achievements,
        queryKeys.recentAchievement,
        queryKeys.balance,
        queryKeys.profile,
      ]);
    case 'trade':
      if (event.text !== null) notify.trade(event.text);
      // Every trade list and count, and what an accept or reversal moved.
      return refetch(client, [
        ['/trades'],
        queryKeys.collection,
        queryKeys.balance,
        queryKeys.profile,
      ]);
    case 'cooldown':
      return refetch(client, [queryKeys.collectionStatus, queryKeys.offer, queryKeys.buydownQuote]);
    case 'goal-reset':
      return refetch(client, [queryKeys.goals]);
    case 'galaxy-reset':
      feedStore.clear();
      return client.invalidateQueries();
    case 'resync':
      // Events may have been missed: everything shown is refetched (the map syncs by revision).
      return client.invalidateQueries();
  }
}
