/**
 * The page's live hub, wired to the browser (fetch, BroadcastChannel, Web Locks, the page's
 * visibility). One per page, started on first use and kept while the page lives: the browser
 * releases its lock and channel when the page goes.
 */
import { readToken } from '../api/session.js';
import { CHANNEL_NAME, LiveHub, type HubEnvironment } from './live-hub.js';
import { StreamRunner } from './stream-runner.js';
import type { LockRequester } from './tab-leader.js';

/** The stream's address (docs/api.md, "Live events"). */
export const EVENTS_URL = '/api/v1/events';

function shareOf(): HubEnvironment['share'] {
  const locks = (navigator as { locks?: LockRequester }).locks;
  if (!locks || typeof BroadcastChannel === 'undefined') return null;
  return { channel: new BroadcastChannel(CHANNEL_NAME), locks };
}

function startHub(): LiveHub {
  const hub = new LiveHub({
    share: shareOf(),
    tabId: crypto.randomUUID(),
    visible: () => document.visibilityState === 'visible',
    openStream: (lastId, onMessage, onStatus) =>
      new StreamRunner({
        url: EVENTS_URL,
        token: () => readToken(localStorage),
        lastId,
        onMessage,
        onStatus,
      }),
  });
  // The tab's role and the stream's status, for the browser tests: <html data-live-role …>.
  const root = document.documentElement;
  const mark = () => {
    root.dataset.liveRole = hub.role;
    root.dataset.liveStatus = hub.status;
  };
  mark();
  hub.subscribeStatus(mark);
  // A tab being closed turns hidden first: its visibility note is its goodbye.
  document.addEventListener('visibilitychange', () =>
    hub.setVisible(document.visibilityState === 'visible'),
  );
  return hub;
}

let hub: LiveHub | null = null;

/** Whether this page has opened (or joined) the stream yet. */
export function hubStarted(): boolean {
  return hub !== null;
}

/** The page's hub, started on first use. */
export function browserHub(): LiveHub {
  hub ??= startHub();
  return hub;
}
