import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.js';
import { api } from '../api/api.js';
import { answer } from '../api/client.js';
import { queryKeys } from '../api/query-keys.js';

// The daily streak and the time zone its days are counted in (docs/game-rules.md, "Streaks").

/** The player's streak as the server counts it: days, when it breaks, the next bonus. */
export function useStreak() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.streak,
    queryFn: () => answer(api.GET('/solar/collection/streak')),
    enabled: isLoggedIn,
  });
}

export function useTimeZone() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.timeZone,
    queryFn: () => answer(api.GET('/user/time-zone')),
    enabled: isLoggedIn,
  });
}

/** PUT /user/time-zone; the streak is read again (its days, and when it breaks, move with it). */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => answer(api.PUT('/user/time-zone', { body: { timeZone } })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.timeZone, saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.streak });
    },
  });
}
