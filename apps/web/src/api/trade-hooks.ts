import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.js';
import { readToken } from '../auth/session.js';
import { notify } from '../toasts/notify.js';
import { api } from './api.js';
import { API_BASE, ApiError, answer } from './client.js';
import { queryKeys } from './query-keys.js';
import type { Trade, TradeBox, TradeProposal } from './trade-types.js';

// Trades between societies: the three boxes, one trade, and what a player does with an offer.

async function tradeCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = readToken(window.localStorage);
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (response.ok) return parsed as T;
  const error = (parsed as { error?: unknown } | null)?.error;
  throw new ApiError(response.status, typeof error === 'string' ? error : '');
}

/** GET /trades?box=…: the offers waiting for the player, those they sent, or the closed ones. */
export function useTrades(box: TradeBox) {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.trades(box),
    queryFn: async () => (await tradeCall<{ trades: Trade[] }>('GET', `/trades?box=${box}`)).trades,
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
    mutationFn: (proposal: TradeProposal) => tradeCall<Trade>('POST', '/trades', proposal),
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
    mutationFn: (id: number) => tradeCall<Trade>('POST', `/trades/${id}/${action}`),
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
export function useBlockSociety(username: string) {
  const refresh = useRefreshAfterTrade();
  return useMutation({
    mutationFn: (block: boolean) =>
      tradeCall<unknown>(
        block ? 'POST' : 'DELETE',
        `/societies/${encodeURIComponent(username)}/block`,
      ),
    onSuccess: async (_answer, block) => {
      notify.success(block ? `${username} is blocked` : `${username} is no longer blocked`);
      await refresh();
    },
  });
}
