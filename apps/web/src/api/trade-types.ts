import type { components, operations } from './openapi.gen.js';

/**
 * A trade between two societies, as `/trades` answers it (docs/api.md, "Trades"). `from` proposed
 * it (both are usernames, the way profiles are named); `give` is what `from` gives and `get` what
 * `from` gets. `value` and `valueWarning` weigh the sides from `from`'s side.
 */
export type Trade = components['schemas']['Trade'];
export type TradeState = Trade['state'];
/** A system on one side of an offer: what its card shows. */
export type TradeSystem = components['schemas']['TradeSystem'];
/** The body of POST /trades; `counters` names the offer this one answers and replaces. */
export type TradeProposal =
  operations['proposeTrade']['requestBody']['content']['application/json'];

export const TRADE_BOXES = ['incoming', 'outgoing', 'history'] as const;
export type TradeBox = (typeof TRADE_BOXES)[number];
