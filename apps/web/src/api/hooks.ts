import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.js';
import { api } from './api.js';
import type { Query } from './client.js';
import { queryKeys } from './query-keys.js';
import type {
  AchievementRecord,
  BuydownResult,
  CollectionStatus,
  CollectResult,
  EmailPreference,
  FullSystem,
  MapSystem,
  Registration,
  SearchResult,
  SystemCard,
  TelescopeInfo,
  TransactionHistory,
} from './types.js';

// ---- Reads (cached 5 minutes; see query-client.ts) ----

export function useCollectionStatus() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.collectionStatus,
    queryFn: () => api<CollectionStatus>('/solar/collection/status'),
    enabled: isLoggedIn,
  });
}

/** GET /solar/collection answers an array or `{ systems }`; both become an array. */
export function useCollection() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.collection,
    queryFn: async () => {
      const data = await api<SystemCard[] | { systems: SystemCard[] }>('/solar/collection');
      return Array.isArray(data) ? data : data.systems;
    },
    enabled: isLoggedIn,
  });
}

export function useTelescope() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.telescope,
    queryFn: () => api<TelescopeInfo>('/user/telescope'),
    enabled: isLoggedIn,
  });
}

export function useMapSystems() {
  return useQuery({
    queryKey: queryKeys.mapSystems,
    queryFn: () => api<MapSystem[]>('/solar/solarsystems/map'),
  });
}

export function useFullSystem(hash: string | undefined) {
  return useQuery({
    queryKey: queryKeys.fullSystem(hash ?? ''),
    queryFn: () => api<FullSystem>(`/solar/solarsystem/${encodeURIComponent(hash ?? '')}/full`),
    enabled: Boolean(hash),
  });
}

export function useRandomSystem() {
  return useQuery({
    queryKey: queryKeys.randomSystem,
    queryFn: () => api<FullSystem | SystemCard>('/solar/solarsystems/random'),
  });
}

/** Guide search; `query` holds search, minPlanets, minStars, status, page, limit, sector. */
export function useSystemSearch(query: Query) {
  return useQuery({
    queryKey: queryKeys.search(query),
    queryFn: () => api<SearchResult>('/solar/solarsystems/search/optimized', { query }),
  });
}

export function useBalance() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.balance,
    queryFn: () => api<{ balance: number }>('/transactions/balance'),
    enabled: isLoggedIn,
  });
}

export function useTransactionHistory(limit: number, offset: number) {
  const { isLoggedIn } = useAuth();
  const query = { limit, offset };
  return useQuery({
    queryKey: queryKeys.history(query),
    queryFn: () => api<TransactionHistory>('/transactions/history', { query }),
    enabled: isLoggedIn,
  });
}

export function useAchievements() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.achievements,
    queryFn: () => api<AchievementRecord[]>('/achievements'),
    enabled: isLoggedIn,
  });
}

export function useRecentAchievement() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.recentAchievement,
    queryFn: () => api<AchievementRecord | null>('/achievements/recent'),
    enabled: isLoggedIn,
  });
}

export function useEmailPreferences() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.emailPreferences,
    queryFn: () => api<EmailPreference[]>('/email-preferences'),
    enabled: isLoggedIn,
  });
}

/** The server's ASD for an ISO timestamp (footer and every date in ASD mode). */
export function useAsd(utc: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.asd(utc ?? ''),
    queryFn: async () =>
      (await api<{ asd: string }>('/time/utc-to-asd', { query: { utc: utc ?? '' } })).asd,
    enabled: enabled && Boolean(utc),
    staleTime: Infinity,
  });
}

// ---- Writes ----

/** POST /solar/collect/{hash}; the new currency applies at once, the rest via useRefreshAfterCollect. */
export function useCollect() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (hash: string) =>
      api<CollectResult>(`/solar/collect/${encodeURIComponent(hash)}`, { method: 'POST' }),
    onSuccess: (result) => {
      updateUser({ currency: result.currency });
    },
  });
}

/** What changes after a collect; run when the discovery overlay closes so it is not refetched mid-show. */
export function useRefreshAfterCollect() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        queryKeys.collection,
        queryKeys.collectionStatus,
        queryKeys.mapSystems,
        queryKeys.balance,
        queryKeys.achievements,
        queryKeys.recentAchievement,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** POST /solar/collection/buydown; refreshes currency and collection status (spec 4). */
export function useBuydown() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (hours: number) =>
      api<BuydownResult>('/solar/collection/buydown', { method: 'POST', body: { hours } }),
    onSuccess: async (result) => {
      updateUser({ currency: result.currency });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.collectionStatus }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balance }),
      ]);
    },
  });
}

/** POST /user/telescope/upgrade; the response replaces the level info, currency drops by the cost. */
export function useUpgradeTelescope() {
  const queryClient = useQueryClient();
  const { user, updateUser } = useAuth();
  return useMutation({
    mutationFn: () => api<TelescopeInfo>('/user/telescope/upgrade', { method: 'POST' }),
    onSuccess: (info) => {
      const paid = queryClient.getQueryData<TelescopeInfo>(queryKeys.telescope)?.upgradeCost ?? 0;
      queryClient.setQueryData(queryKeys.telescope, info);
      if (user) updateUser({ currency: user.currency - paid });
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (payload: Registration) =>
      api<{ success?: boolean; message?: string }>('/auth/register', {
        method: 'POST',
        body: payload,
      }),
  });
}

export function useUpdateEmail() {
  return useMutation({
    mutationFn: (email: string) => api<unknown>('/auth/email', { method: 'PUT', body: { email } }),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api<unknown>('/auth/password', { method: 'PUT', body }),
  });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: { emailType: string; enabled: boolean }[]) =>
      api<unknown>('/email-preferences', { method: 'PUT', body: { preferences } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailPreferences }),
  });
}

/** DELETE /user; the caller logs out and goes to / on success (spec 4). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: () => api<unknown>('/user', { method: 'DELETE' }) });
}
