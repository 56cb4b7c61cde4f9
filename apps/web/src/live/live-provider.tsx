import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context.js';
import { browserHub } from './live-browser.js';
import type { LiveEvent } from './live-events.js';
import { reactToLiveEvent } from './live-reactions.js';
import type { LiveStatus } from './stream-runner.js';

/**
 * Opens the browser's shared live stream (live-browser.ts) and reacts to its events on every
 * page. The tab's role and the stream's status are on <html> as data-live-role and
 * data-live-status (the browser tests read them).
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useEffect(() => {
    const hub = browserHub();
    const root = document.documentElement;
    const mark = () => {
      root.dataset.liveRole = hub.role;
      root.dataset.liveStatus = hub.status;
    };
    mark();
    const unmark = hub.subscribeStatus(mark);
    const unlisten = hub.subscribe((event) => void reactToLiveEvent(client, event));
    return () => {
      unmark();
      unlisten();
    };
  }, [client]);

  // Sign-in and sign-out change which private events the stream carries.
  const userId = useAuth().user?.id ?? null;
  const heldUser = useRef(userId);
  useEffect(() => {
    if (heldUser.current === userId) return;
    heldUser.current = userId;
    browserHub().sessionChanged();
  }, [userId]);

  return children;
}

/** Calls `listener` with every live event this tab receives while the component is mounted. */
export function useLiveEvents(listener: (event: LiveEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => browserHub().subscribe((event) => latest.current(event)), []);
}

const subscribeStatus = (listener: () => void) => browserHub().subscribeStatus(listener);
const currentStatus = (): LiveStatus => browserHub().status;

/** The stream's status, as this tab knows it. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, currentStatus);
}
