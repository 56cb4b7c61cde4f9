import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.js';
import { notify } from '../toasts/notify.js';
import { api } from '../api/api.js';
import { answer } from '../api/client.js';
import { queryKeys } from '../api/query-keys.js';

// Goals and the currency sinks.

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

/** The sinks' prices (public, the same for every player). */
export function useSinkPrices() {
  return useQuery({
    queryKey: queryKeys.sinkPrices,
    queryFn: () => answer(api.GET('/sinks')),
  });
}

/** After a purchase: the balance, and every view that shows the system. */
function useRefreshAfterPurchase(hash: string) {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return async (currency: number) => {
    updateUser({ currency });
    await Promise.all(
      [queryKeys.fullSystem(hash), queryKeys.collection, queryKeys.balance, ['/society']].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}

/** POST /sinks/name: a public name for a system the player discovered. */
export function useNameSystem(hash: string) {
  const refresh = useRefreshAfterPurchase(hash);
  return useMutation({
    mutationFn: (name: string) => answer(api.POST('/sinks/name', { body: { hash, name } })),
    onSuccess: async ({ publicName, currency }) => {
      notify.success(`Named ${publicName}`);
      await refresh(currency);
    },
  });
}

/** POST /sinks/finish: a foil or holographic finish for a card the player holds. */
export function useApplyFinish(hash: string) {
  const refresh = useRefreshAfterPurchase(hash);
  return useMutation({
    mutationFn: (finish: 'foil' | 'holographic') =>
      answer(api.POST('/sinks/finish', { body: { hash, finish } })),
    onSuccess: async ({ finish, currency }) => {
      notify.success(`${finish === 'foil' ? 'Foil' : 'Holographic'} finish applied`);
      await refresh(currency);
    },
  });
}
