import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context.js';
import { browserHub, hubStarted } from './live-browser.js';
import type { LiveEvent } from './live-events.js';
import { reactToLiveEvent } from './live-reactions.js';
import type { LiveStatus } from './stream-runner.js';

/**
 * Opens the browser's shared live stream (live-browser.ts) for a signed-in player and reacts to
 * its events on every page. A visitor's pages open it only where they show it (the map), so the
 * landing page and sign-in hold no stream.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const userId = useAuth().user?.id ?? null;
  const signedIn = userId !== null;
  useEffect(() => {
    if (!signedIn) return;
    return browserHub().subscribe((event) => void reactToLiveEvent(client, event));
  }, [client, signedIn]);

  // Sign-in and sign-out change which private events the stream carries.
  const heldUser = useRef(userId);
  useEffect(() => {
    if (heldUser.current === userId) return;
    heldUser.current = userId;
    if (hubStarted()) browserHub().sessionChanged();
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
