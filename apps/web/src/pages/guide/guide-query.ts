/** The guide's state lives in the query string: parse it with the spec's clamps, write it back. */

export type DiscoveryStatus = 'all' | 'discovered' | 'undiscovered';

export interface GuideQuery {
  search: string;
  page: number;
  minPlanets: number;
  minStars: number;
  status: DiscoveryStatus;
}

export const GUIDE_DEFAULTS: GuideQuery = {
  search: '',
  page: 1,
  minPlanets: 0,
  minStars: 1,
  status: 'all',
};

/** Integer clamp where anything that is not a number becomes `fallback`. */
export function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

export const clampMinPlanets = (value: unknown): number => clampInt(value, 0, 12, 0);
export const clampMinStars = (value: unknown): number => clampInt(value, 1, 3, 1);

function parseStatus(value: string | null): DiscoveryStatus {
  return value === 'discovered' || value === 'undiscovered' ? value : 'all';
}

export function parseGuideQuery(params: URLSearchParams): GuideQuery {
  return {
    search: params.get('search') ?? '',
    page: clampInt(params.get('page'), 1, Number.MAX_SAFE_INTEGER, 1),
    minPlanets: clampMinPlanets(params.get('minPlanets')),
    minStars: clampMinStars(params.get('minStars')),
    status: parseStatus(params.get('status')),
  };
}

/** Writes only the values that differ from the defaults, so a fresh guide has a clean URL. */
export function serializeGuideQuery(query: GuideQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.page !== GUIDE_DEFAULTS.page) params.set('page', String(query.page));
  if (query.minPlanets !== GUIDE_DEFAULTS.minPlanets)
    params.set('minPlanets', String(query.minPlanets));
  if (query.minStars !== GUIDE_DEFAULTS.minStars) params.set('minStars', String(query.minStars));
  if (query.status !== GUIDE_DEFAULTS.status) params.set('status', query.status);
  return params;
}

/** Any change of search or filters sends the player back to page 1 (docs/spec.md §5). */
export function withGuideFilter(query: GuideQuery, change: Partial<Omit<GuideQuery, 'page'>>) {
  return { ...query, ...change, page: 1 };
}
