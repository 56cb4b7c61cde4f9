import type { Trade } from '../game/trades/trade-views.js';
import { blockResultSchema, tradeListSchema, tradeSchema } from '../game/trades/trade-views.js';
import { proposeTradeInput, societyNameInput, tradeBoxInput, tradeIdInput } from '../inputs.js';
import { defineRoute, type RestRoute } from './rest-route.js';

// Trading between societies (docs/game-rules.md, "Trading"; docs/api.md, "Trades").

const exampleTrade: Trade = {
  id: 42,
  from: 'Vega',
  to: 'Altair',
  give: [
    {
      hash: 'nj50e97a',
      name: 'Gashepith',
      sector: 'Orion Spur',
      rarity: 'EPIC',
      rarityScore: 7.42,
      cardType: 'habitable',
    },
  ],
  get: [],
  giveCredits: 0,
  getCredits: 250,
  message: 'For your ocean world collection',
  state: 'open',
  createdAt: '2026-12-03T10:00:00.000Z',
  expiresAt: '2026-12-06T10:00:00.000Z',
  value: { give: 400, get: 250 },
  valueWarning: null,
};

const NOT_YOURS = 'No trade of yours has this id';
const CLOSED = 'The trade is no longer open (answered, cancelled, expired or void)';

export const tradeRoutes: readonly RestRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/trades',
    operationId: 'proposeTrade',
    tags: ['Trades'],
    summary:
      'Offer a trade (or, with `counters`, counter an offer received): systems and Ϟ each way, and a message',
    auth: true,
    status: 201,
    errors: {
      403: 'The account is too new to trade, the receiver blocked the sender, or too many offers are open',
      404: 'No society has this name, no system has a hash, or no offer to counter has this id',
      409: 'The offer being countered is no longer open',
    },
    input: { in: 'body', schema: proposeTradeInput },
    output: tradeSchema,
    example: exampleTrade,
    call: (api, body) => api.trades.propose(body),
  }),
  defineRoute({
    method: 'GET',
    path: '/trades',
    operationId: 'listTrades',
    tags: ['Trades'],
    summary:
      'The open offers received (incoming) or sent (outgoing), or every closed trade (history), newest first',
    auth: true,
    input: { in: 'query', schema: tradeBoxInput },
    output: tradeListSchema,
    example: { trades: [exampleTrade] },
    call: (api, query) => api.trades.list(query),
  }),
  defineRoute({
    method: 'GET',
    path: '/trades/:id',
    operationId: 'getTrade',
    tags: ['Trades'],
    summary: 'One trade the player sent or received',
    auth: true,
    errors: { 404: NOT_YOURS },
    input: { in: 'path', schema: tradeIdInput },
    output: tradeSchema,
    example: exampleTrade,
    call: (api, { id }) => api.trades.get({ id: String(id) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/trades/:id/accept',
    operationId: 'acceptTrade',
    tags: ['Trades'],
    summary:
      'Accept an offer received: every system and Ϟ changes hands at once (accepting it again answers it unchanged)',
    auth: true,
    errors: {
      403: 'Only the receiver may accept, both accounts must be allowed to trade, within the daily cap',
      404: NOT_YOURS,
      409: `${CLOSED}; or a system in it changed hands meanwhile (the trade is then void)`,
    },
    input: { in: 'path', schema: tradeIdInput },
    output: tradeSchema,
    example: { ...exampleTrade, state: 'accepted', closedAt: '2026-12-03T11:00:00.000Z' },
    call: (api, { id }) => api.trades.accept({ id: String(id) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/trades/:id/decline',
    operationId: 'declineTrade',
    tags: ['Trades'],
    summary: 'Decline an offer received',
    auth: true,
    errors: { 403: 'Only the receiver may decline', 404: NOT_YOURS, 409: CLOSED },
    input: { in: 'path', schema: tradeIdInput },
    output: tradeSchema,
    example: { ...exampleTrade, state: 'declined', closedAt: '2026-12-03T11:00:00.000Z' },
    call: (api, { id }) => api.trades.decline({ id: String(id) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/trades/:id/cancel',
    operationId: 'cancelTrade',
    tags: ['Trades'],
    summary: 'Cancel an offer the player sent, while it is open',
    auth: true,
    errors: { 403: 'Only the sender may cancel', 404: NOT_YOURS, 409: CLOSED },
    input: { in: 'path', schema: tradeIdInput },
    output: tradeSchema,
    example: { ...exampleTrade, state: 'cancelled', closedAt: '2026-12-03T11:00:00.000Z' },
    call: (api, { id }) => api.trades.cancel({ id: String(id) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/societies/:name/block',
    operationId: 'blockSociety',
    tags: ['Trades'],
    summary: 'Block a society: its offers to the player are refused',
    auth: true,
    errors: { 404: 'No society has this name' },
    input: { in: 'path', schema: societyNameInput },
    output: blockResultSchema,
    example: { society: 'Vega', blocked: true },
    call: (api, params) => api.trades.block(params),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/societies/:name/block',
    operationId: 'unblockSociety',
    tags: ['Trades'],
    summary: 'Unblock a society',
    auth: true,
    errors: { 404: 'No society has this name' },
    input: { in: 'path', schema: societyNameInput },
    output: blockResultSchema,
    example: { society: 'Vega', blocked: false },
    call: (api, params) => api.trades.unblock(params),
  }),
];
