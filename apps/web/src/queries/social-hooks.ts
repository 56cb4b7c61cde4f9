import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.js';
import { api } from '../api/api.js';
import { answer } from '../api/client.js';
import { queryKeys } from '../api/query-keys.js';
import type { ProfileSettings } from '../api/types.js';

// Completion, public profiles, profile settings and leaderboards.

/** Rarity tiers, star types and sectors held, of those there are. */
export function useCompletion() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.completion,
    queryFn: () => answer(api.GET('/solar/collection/completion')),
    enabled: isLoggedIn,
  });
}

/** A society's public profile; 404 (an ApiError) for an unknown or private one. */
export function usePublicProfile(username: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.society(username, user?.id ?? null),
    queryFn: () => answer(api.GET('/society/{username}', { params: { path: { username } } })),
  });
}

export function useProfileSettings() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.profileSettings,
    queryFn: () => answer(api.GET('/user/profile')),
    enabled: isLoggedIn,
  });
}

/** PUT /user/profile; the settings and the player's own profile are read again. */
export function useUpdateProfileSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<ProfileSettings>) =>
      answer(api.PUT('/user/profile', { body: change })),
    onSuccess: async (settings) => {
      queryClient.setQueryData(queryKeys.profileSettings, settings);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/society'] }),
        queryClient.invalidateQueries({ queryKey: ['/leaderboards'] }),
      ]);
    },
  });
}

/** Every board; signed in, each with the viewer's own rank. */
/** GET /solar/odds: the viewer's next collect, or a newcomer's (keyed by viewer). */
export function useOdds() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.odds(user?.id ?? null),
    queryFn: () => answer(api.GET('/solar/odds')),
  });
}

export function useLeaderboards() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.leaderboards(user?.id ?? null),
    queryFn: () => answer(api.GET('/leaderboards')),
  });
}
