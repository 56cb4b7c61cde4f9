export * from './ledger-repo.js';
export * from '../schema/economy/ledger-transactions.table.js';
