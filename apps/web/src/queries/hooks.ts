import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.js';
import { shortHash } from '../components/system-card/card-layout.js';
import { notify } from '../toasts/notify.js';
import { api } from '../api/api.js';
import { answer } from '../api/client.js';
import type { operations } from '../api/openapi.gen.js';
import { queryKeys } from '../api/query-keys.js';
import type { Registration, TelescopeInfo } from '../api/types.js';

/** The guide's search query, as the search operation takes it. */
export type SystemSearchQuery = NonNullable<
  operations['searchSystemsOptimized']['parameters']['query']
>;

// ---- Reads (cached 5 minutes; see query-client.ts) ----

export function useCollectionStatus() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.collectionStatus,
    queryFn: () => answer(api.GET('/solar/collection/status')),
    enabled: isLoggedIn,
  });
}

/** GET /solar/collection/offer: the next collect's id to post, and the pity countdown. */
export function useCollectOffer() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.offer,
    queryFn: () => answer(api.GET('/solar/collection/offer')),
    enabled: isLoggedIn,
  });
}

/** GET /solar/collection/buydown: the price per hour and the hours allowed, asked afresh each time. */
export function useBuydownQuote() {
  return useQuery({
    queryKey: queryKeys.buydownQuote,
    queryFn: () => answer(api.GET('/solar/collection/buydown')),
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET /solar/collection's `{ systems }`, as the list of cards. */
export function useCollection() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.collection,
    queryFn: async () => (await answer(api.GET('/solar/collection'))).systems,
    enabled: isLoggedIn,
  });
}

export function useTelescope() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.telescope,
    queryFn: () => answer(api.GET('/user/telescope')),
    enabled: isLoggedIn,
  });
}

export function useFullSystem(hash: string | undefined) {
  return useQuery({
    queryKey: queryKeys.fullSystem(hash ?? ''),
    queryFn: () =>
      answer(api.GET('/solar/solarsystem/{id}/full', { params: { path: { id: hash ?? '' } } })),
    enabled: Boolean(hash),
  });
}

/**
 * The full hashes a card's short hash (the hash without its first 4 characters) stands for, read
 * through the guide's search (its substring match over hashes); none for fewer than 3 characters,
 * which the search matches against names only.
 */
export function useShortHashMatches(short: string | undefined) {
  return useQuery({
    queryKey: queryKeys.shortHash(short ?? ''),
    queryFn: async () => {
      const { systems } = await answer(
        api.GET('/solar/solarsystems/search/optimized', {
          params: { query: { search: short, limit: 100 } },
        }),
      );
      return systems.map((s) => s.hash).filter((hash) => shortHash(hash) === short);
    },
    enabled: short !== undefined && short.length >= 3,
  });
}

export function useRandomSystem() {
  return useQuery({
    queryKey: queryKeys.randomSystem,
    queryFn: () => answer(api.GET('/solar/solarsystems/random')),
  });
}

/** Guide search; an empty search text is left out of the URL (no text: every system). */
export function useSystemSearch(query: SystemSearchQuery) {
  const sent = { ...query, search: query.search || undefined };
  return useQuery({
    queryKey: queryKeys.search(sent),
    queryFn: () =>
      answer(api.GET('/solar/solarsystems/search/optimized', { params: { query: sent } })),
  });
}

export function useBalance() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.balance,
    queryFn: () => answer(api.GET('/transactions/balance')),
    enabled: isLoggedIn,
  });
}

export function useTransactionHistory(limit: number, offset: number) {
  const { isLoggedIn } = useAuth();
  const query = { limit, offset };
  return useQuery({
    queryKey: queryKeys.history(query),
    queryFn: () => answer(api.GET('/transactions/history', { params: { query } })),
    enabled: isLoggedIn,
  });
}

export function useAchievements() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.achievements,
    queryFn: () => answer(api.GET('/achievements')),
    enabled: isLoggedIn,
  });
}

export function useRecentAchievement() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.recentAchievement,
    queryFn: () => answer(api.GET('/achievements/recent')),
    enabled: isLoggedIn,
  });
}

export function useEmailPreferences() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.emailPreferences,
    queryFn: () => answer(api.GET('/email-preferences')),
    enabled: isLoggedIn,
  });
}

/** The server's ASD for an ISO timestamp (footer and every date in ASD mode). */
export function useAsd(utc: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.asd(utc ?? ''),
    queryFn: async () =>
      (await answer(api.GET('/time/utc-to-asd', { params: { query: { utc: utc ?? '' } } }))).asd,
    enabled: enabled && Boolean(utc),
    staleTime: Infinity,
  });
}

// ---- Writes ----

/** POST /solar/collect/{offer id}; the new currency applies at once, the rest via useRefreshAfterCollect. */
export function useCollect() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (offerId: string) =>
      answer(api.POST('/solar/collect/{id}', { params: { path: { id: offerId } } })),
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
        queryKeys.offer,
        ['/solar/odds'],
        queryKeys.mapSystems,
        queryKeys.balance,
        queryKeys.achievements,
        queryKeys.recentAchievement,
        queryKeys.completion,
        queryKeys.goals,
        queryKeys.streak,
        ['/leaderboards'],
        ['/society'],
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/**
 * POST /solar/collection/buydown; refreshes currency and collection status (docs/spec.md §4), and toasts the
 * achievements it completed (the first buy-down's "Impatient"), as a collect does.
 */
export function useBuydown() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (hours: number) =>
      answer(api.POST('/solar/collection/buydown', { body: { hours } })),
    onSuccess: async (result) => {
      updateUser({ currency: result.currency });
      notify.achievements(result.newlyObtainedAchievements);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.collectionStatus }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balance }),
        queryClient.invalidateQueries({ queryKey: queryKeys.achievements }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recentAchievement }),
      ]);
    },
  });
}

/**
 * POST /user/telescope/upgrade; the response replaces the level info, currency drops by the cost and
 * rises by the rewards of the achievements the upgrade completed (toasted, as a collect's are).
 */
export function useUpgradeTelescope() {
  const queryClient = useQueryClient();
  const { user, updateUser } = useAuth();
  return useMutation({
    mutationFn: () => answer(api.POST('/user/telescope/upgrade')),
    onSuccess: ({ newlyObtainedAchievements, ...info }) => {
      const paid = queryClient.getQueryData<TelescopeInfo>(queryKeys.telescope)?.upgradeCost ?? 0;
      const rewards = newlyObtainedAchievements.reduce((sum, a) => sum + a.rewardCredits, 0);
      queryClient.setQueryData(queryKeys.telescope, info);
      if (user) updateUser({ currency: user.currency - paid + rewards });
      notify.achievements(newlyObtainedAchievements);
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
      void queryClient.invalidateQueries({ queryKey: queryKeys.achievements });
      void queryClient.invalidateQueries({ queryKey: queryKeys.recentAchievement });
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (payload: Registration) => answer(api.POST('/auth/register', { body: payload })),
  });
}

/** Forgot password, step one: the server mails a link if an account uses the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => answer(api.POST('/auth/forgot-password', { body: { email } })),
  });
}

/** Forgot password, step two: a new password with the mailed token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      answer(api.POST('/auth/reset-password', { body })),
  });
}

/** The signed link of a mail's unsubscribe: turns one e-mail type off, no session needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (query: { user: number; type: string; sig: string }) =>
      answer(api.POST('/email-preferences/unsubscribe', { params: { query } })),
  });
}

/** Asks for a new address (with the current password): it takes over once its mailed link is opened. */
export function useUpdateEmail() {
  return useMutation({
    mutationFn: (body: { email: string; currentPassword: string }) =>
      answer(api.PUT('/auth/email', { body })),
  });
}

/** Opens an address-confirmation link (no session needed: the token is the proof). */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => answer(api.POST('/auth/email/confirm', { body: { token } })),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      answer(api.PUT('/auth/password', { body })),
  });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: { emailType: string; enabled: boolean }[]) =>
      answer(api.PUT('/email-preferences', { body: { preferences } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailPreferences }),
  });
}

/** DELETE /user with the current password; the caller logs out and goes to / (docs/spec.md §4). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (currentPassword: string) =>
      answer(api.DELETE('/user', { body: { currentPassword } })),
  });
}
