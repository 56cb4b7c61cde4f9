import { QueryClient } from '@tanstack/react-query';

/** docs/spec.md §9: GET responses are cached for 300000 ms (5 minutes); no HTTP timeout, no retries. */
export const CACHE_LIFETIME_MS = 300_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_LIFETIME_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
