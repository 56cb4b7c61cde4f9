export {
  getBalance,
  getTransactionHistory,
  grantCredits,
  LEDGER_REASONS,
  DEFAULT_HISTORY_LIMIT,
  MAX_HISTORY_LIMIT,
} from './ledger.js';
