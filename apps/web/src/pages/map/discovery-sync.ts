/**
 * Keeps the points' discovery states current: the whole list once, then only what changed since
 * the revision held (a discovery costs about a hundred bytes). A delta that does not follow what
 * is held (another galaxy, a missed revision) is answered by fetching the whole list again.
 */
import { useEffect } from 'react';
import { api } from '../../api/api.js';
import { answer } from '../../api/client.js';
import type { GalaxyPoints } from './map-buffers.js';

/** How often the map asks for new discoveries while it is open and visible. */
export const DISCOVERY_POLL_MS = 20_000;

export async function syncDiscoveries(points: GalaxyPoints): Promise<void> {
  const since = points.discoveries?.revision;
  const fetchSince = (from: number | undefined) =>
    answer(
      api.GET('/solar/solarsystems/map/discoveries', {
        params: { query: from === undefined ? {} : { since: from } },
      }),
    );
  const delta = await fetchSince(since);
  if (points.applyDiscoveries(delta)) return;
  points.applyDiscoveries(await fetchSince(undefined));
}

/** Syncs now, then every DISCOVERY_POLL_MS while the page is visible, and when it shows again. */
export function useDiscoverySync(points: GalaxyPoints | null): void {
  useEffect(() => {
    if (!points) return;
    let stopped = false;
    const sync = () => {
      if (stopped || document.visibilityState === 'hidden') return;
      syncDiscoveries(points).catch(() => {
        // The next tick tries again; the map keeps the states it has.
      });
    };
    sync();
    const timer = setInterval(sync, DISCOVERY_POLL_MS);
    document.addEventListener('visibilitychange', sync);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', sync);
    };
  }, [points]);
}
