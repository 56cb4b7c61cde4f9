export * from './trade-views.js';
export * from './trade-messages.js';
export { proposeTrade, type Proposal } from './propose.js';
export { acceptTrade, declineTrade, cancelTrade } from './accept.js';
export {
  getTrade,
  listTrades,
  listTradesForOperator,
  getTradeForOperator,
  tradeViews,
  DELETED_SOCIETY,
  TRADE_BOX_SIZE,
} from './trade-read.js';
export { setSocietyBlock, BLOCK_SELF } from './blocks.js';
export { reverseTrade, ReversalRefused, reversedBecause } from './reversal.js';
