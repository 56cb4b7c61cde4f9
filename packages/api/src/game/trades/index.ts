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
export { setSocietyBlock, getBlockState, BLOCK_SELF } from './blocks.js';
export { getTradeRules } from './trade-rules.js';
export { sweepExpiredTrades, EXPIRY_BATCH } from './expiry.js';
export { reverseTrade, ReversalRefused, reversedBecause } from './reversal.js';
