import { useSyncExternalStore } from 'react';

const QUERY = '(display-mode: standalone), (display-mode: minimal-ui)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True when running as an installed app (standalone or minimal-ui), per docs/spec.md §2. */
export function useInstalledMode(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
}
