export { planRebalance, applyRebalance, type RebalancePlan } from './rebalance.js';
export * from './config-change.js';
export * from './config-history.js';
