import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.js';
import { notify } from '../toasts/notify.js';
import { api } from '../api/api.js';
import { answer } from '../api/client.js';
import { queryKeys } from '../api/query-keys.js';
import type { TradeBox, TradeProposal } from '../api/trade-types.js';

// Trades between societies: the three boxes, one trade, and what a player does with an offer.

/** GET /trades?box=…: the offers waiting for the player, those they sent, or the closed ones. */
export function useTrades(box: TradeBox) {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.trades(box),
    queryFn: async () => (await answer(api.GET('/trades', { params: { query: { box } } }))).trades,
    enabled: isLoggedIn,
    // Offers arrive from other players: a minute old is old enough.
    staleTime: 60_000,
  });
}

/** Systems by hash with every fact (a counter's picker filters them), from the system page's cache. */
export function useSystemsByHash(hashes: readonly string[], enabled: boolean) {
  return useQueries({
    queries: hashes.map((hash) => ({
      queryKey: queryKeys.fullSystem(hash),
      queryFn: () =>
        answer(api.GET('/solar/solarsystem/{id}/full', { params: { path: { id: hash } } })),
      enabled,
    })),
  });
}

/** After any change to a trade: every box, and what an accepted trade moves. */
function useRefreshAfterTrade() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['/trades'], queryKeys.collection, queryKeys.balance, queryKeys.profile, ['/society']].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useProposeTrade() {
  const refresh = useRefreshAfterTrade();
  return useMutation({
    mutationFn: (proposal: TradeProposal) => answer(api.POST('/trades', { body: proposal })),
    onSuccess: async (trade) => {
      notify.success(`Offer sent to ${trade.to}`);
      await refresh();
    },
  });
}

const DONE: Record<'accept' | 'decline' | 'cancel', string> = {
  accept: 'Trade accepted',
  decline: 'Offer declined',
  cancel: 'Offer cancelled',
};

/** POST /trades/{id}/accept, /decline or /cancel. */
export function useTradeAction(action: 'accept' | 'decline' | 'cancel') {
  const refresh = useRefreshAfterTrade();
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      answer(api.POST(`/trades/{id}/${action}`, { params: { path: { id: String(id) } } })),
    onSuccess: async () => {
      notify.success(DONE[action]);
      if (action === 'accept') {
        const balance = await queryClient.fetchQuery({
          queryKey: queryKeys.balance,
          queryFn: () => answer(api.GET('/transactions/balance')),
        });
        updateUser({ currency: balance.balance });
      }
      await refresh();
    },
    // A trade closed meanwhile (409): the boxes are stale.
    onError: () => refresh(),
  });
}

/** POST or DELETE /societies/{name}/block. */
/** GET /societies/{name}/block: whether the player blocked the society, or it the player. */
export function useBlockState(username: string) {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: ['/societies', username, 'block'],
    queryFn: () =>
      answer(api.GET('/societies/{name}/block', { params: { path: { name: username } } })),
    enabled: isLoggedIn,
  });
}

export function useBlockSociety(username: string) {
  const refresh = useRefreshAfterTrade();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => {
      const params = { params: { path: { name: username } } };
      return answer(
        block
          ? api.POST('/societies/{name}/block', params)
          : api.DELETE('/societies/{name}/block', params),
      );
    },
    onSuccess: async (_answer, block) => {
      notify.success(block ? `${username} is blocked` : `${username} is no longer blocked`);
      await queryClient.invalidateQueries({ queryKey: ['/societies', username, 'block'] });
      await refresh();
    },
  });
}
