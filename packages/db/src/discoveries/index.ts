export * from './discovery-repo.js';
export * from './offer-repo.js';
export * from '../schema/discoveries/collect-offers.table.js';
export * from '../schema/discoveries/discoveries.table.js';
export * from '../schema/discoveries/discovery-changes.table.js';
