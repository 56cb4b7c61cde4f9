import { RARITY_COLORS } from '@orrery/domain';
import { formatAgo } from '@orrery/format';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useNow } from '../../format/use-now.js';
import { rarityLabel } from '../../game/rarity.js';
import { FEED_LENGTH, latestMoment } from '../../live/discovery-feed.js';
import { feedStore } from '../../live/feed-store.js';
import { useLiveStatus } from '../../live/live-provider.js';
import type { LiveStatus } from '../../live/stream-runner.js';

const STATUS_TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  paused: 'Paused',
  stopped: 'Offline',
};

/**
 * Galaxy live: the latest discoveries anyone made, as they happen (the live stream, shared by the
 * browser's tabs), with a line for the moments worth it ("A Legendary was just found in …").
 * Its height is fixed, so a discovery arriving never moves the page.
 */
export function GalaxyLive() {
  const feed = useSyncExternalStore(feedStore.subscribe, feedStore.get);
  const status = useLiveStatus();
  const now = useNow(true);
  const moment = latestMoment(feed, now);
  return (
    <section aria-labelledby="galaxy-live-heading" className="panel" data-testid="galaxy-live">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="galaxy-live-heading" className="panel-title">
          Galaxy live
        </h2>
        <p className="flex items-center gap-2 text-xs text-slate-300" data-testid="live-status">
          <span
            aria-hidden
            className={`inline-block h-2 w-2 rounded-full ${status === 'live' ? 'bg-emerald-400' : 'bg-slate-500'}`}
          />
          {STATUS_TEXT[status]}
        </p>
      </div>
      <p
        role="status"
        className="mt-2 min-h-10 text-sm sm:min-h-6 font-medium text-amber-200"
        data-testid="live-moment"
      >
        {moment?.text ?? ''}
      </p>
      <div className="mt-2 h-80 overflow-y-auto" tabIndex={0} aria-label="Latest discoveries">
        {feed.length === 0 ? (
          <p className="text-sm text-slate-300">
            No discoveries yet. New ones appear here as players make them.
          </p>
        ) : (
          <ol
            className="divide-y divide-white/10"
            aria-label={`The latest ${FEED_LENGTH} discoveries`}
          >
            {feed.map((event) => (
              <li
                key={event.hash}
                data-hash={event.hash}
                className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 py-2 text-sm sm:grid-cols-[auto_1fr_auto]"
              >
                <span className="flex items-center gap-1.5 text-slate-100">
                  <span
                    aria-hidden
                    className="inline-block h-2.5 w-2.5 rounded-full"
                    style={{ backgroundColor: RARITY_COLORS[event.rarity] }}
                  />
                  {rarityLabel(event.rarity)}
                </span>
                <span className="order-last col-span-2 min-w-0 text-slate-300 sm:order-none sm:col-span-1 sm:truncate">
                  <Link
                    to={`/solar/${event.hash}`}
                    state={{ origin: 'dashboard' }}
                    className="link"
                  >
                    {event.name}
                  </Link>{' '}
                  in {event.sector}, by {event.society ?? 'a private society'}
                </span>
                <time dateTime={event.at} className="text-xs whitespace-nowrap text-slate-400">
                  {formatAgo(now - Date.parse(event.at))}
                </time>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
