/** Where a system page was opened from; its back button returns there (docs/spec.md §2). */
export type SystemOrigin = 'dashboard' | 'collection' | 'guide' | 'map' | 'profile';

/**
 * The router `state` to pass when linking to /solar/{hash}:
 * `<Link to={`/solar/${hash}`} state={{ origin: 'guide', returnTo: '/guide?page=2' }} />`.
 * `returnTo` restores filters and page (path + query); `restore` is handed back as router state
 * on return (e.g. the map's camera view).
 */
export interface SystemLinkState {
  origin: SystemOrigin;
  returnTo?: string;
  restore?: unknown;
}

const LABELS: Record<SystemOrigin, string> = {
  dashboard: 'Dashboard',
  collection: 'Collection',
  guide: 'Guide',
  map: 'Map',
  profile: 'Profile',
};

function isSystemLinkState(value: unknown): value is SystemLinkState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { origin?: unknown }).origin === 'string' &&
    (value as { origin: string }).origin in LABELS
  );
}

/** The back button's target and label; without an origin it leads to the dashboard. */
export function backTarget(state: unknown): { to: string; label: string; restore?: unknown } {
  const link = isSystemLinkState(state) ? state : { origin: 'dashboard' as const };
  return {
    to: link.returnTo ?? `/${link.origin}`,
    label: `Back to ${LABELS[link.origin]}`,
    restore: link.restore,
  };
}
