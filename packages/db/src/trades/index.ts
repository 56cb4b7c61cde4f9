export * from './trade-repo.js';
export * from '../schema/trades/trades.table.js';
export * from './trade-parties.js';
