/**
 * Keeps the points' discovery states current: the whole list once, then only what changed since
 * the revision held (a discovery costs about a hundred bytes). A delta that does not follow what
 * is held (another galaxy, a missed revision) is answered by fetching the whole list again.
 *
 * The live stream says when to ask: a discovery, a resync or a galaxy reset fetches the delta at
 * once (one request at a time; events arriving meanwhile make one more). A slow poll stays as the
 * net under the stream, for a browser whose stream is down.
 */
import { useEffect, useRef } from 'react';
import { api } from '../../../api/api.js';
import { answer } from '../../../api/client.js';
import { useLiveEvents } from '../../../live/live-provider.js';
import type { MapPoints } from './map-buffers.js';

/** How often the map asks for new discoveries while it is open and visible, stream or not. */
export const DISCOVERY_POLL_MS = 20_000;

/** Syncs the points; returns the systems a delta newly discovered (none for a whole list). */
export async function syncDiscoveries(points: MapPoints): Promise<number[]> {
  const since = points.discoveries?.revision;
  const fetchSince = (from: number | undefined) =>
    answer(
      api.GET('/solar/solarsystems/map/discoveries', {
        params: { query: from === undefined ? {} : { since: from } },
      }),
    );
  const delta = await fetchSince(since);
  if (points.applyDiscoveries(delta))
    return delta.since === null ? [] : delta.discovered.map(([system = -1]) => system);
  points.applyDiscoveries(await fetchSince(undefined));
  return [];
}

/**
 * Syncs now, on every live event that changes the galaxy, every DISCOVERY_POLL_MS while the page
 * is visible, and when it shows again. `onDiscovered` hears the systems each delta discovered.
 */
export function useDiscoverySync(
  points: MapPoints | null,
  onDiscovered: (systems: number[]) => void,
): void {
  const syncRef = useRef<() => void>(() => {});
  const heard = useRef(onDiscovered);
  useEffect(() => {
    heard.current = onDiscovered;
  });
  useEffect(() => {
    if (!points) return;
    let stopped = false;
    let running = false;
    let again = false;
    const sync = () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      syncDiscoveries(points)
        .then((systems) => {
          if (!stopped && systems.length > 0) heard.current(systems);
        })
        .catch(() => {
          // The next event or tick tries again; the map keeps the states it has.
        })
        .finally(() => {
          running = false;
          if (again) {
            again = false;
            sync();
          }
        });
    };
    const poll = () => {
      if (document.visibilityState !== 'hidden') sync();
    };
    syncRef.current = sync;
    sync();
    const timer = setInterval(poll, DISCOVERY_POLL_MS);
    document.addEventListener('visibilitychange', poll);
    return () => {
      stopped = true;
      syncRef.current = () => {};
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [points]);
  useLiveEvents((event) => {
    if (event.type === 'discovery' || event.type === 'resync' || event.type === 'galaxy-reset')
      syncRef.current();
  });
}
