import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.js';
import { notify } from '../toasts/notify.js';
import { api } from './api.js';
import { answer } from './client.js';
import { queryKeys } from './query-keys.js';

// Goals and the currency sinks (issue 21).

/** Today's and this week's goals, and the luck-gated achievements' progress. */
export function useGoals() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.goals,
    queryFn: () => answer(api.GET('/goals')),
    enabled: isLoggedIn,
  });
}

/** POST /goals/{id}/claim; the answer carries the new balance. */
export function useClaimGoal() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (id: string) => answer(api.POST('/goals/{id}/claim', { params: { path: { id } } })),
    onSuccess: async ({ goal, currency }) => {
      updateUser({ currency });
      notify.success(`${goal.name}: +${goal.rewardCredits} Ϟ`);
      await Promise.all(
        [queryKeys.goals, queryKeys.balance].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
