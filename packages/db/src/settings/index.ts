export * from './config-change-repo.js';
export * from './setting-repo.js';
export * from '../schema/settings/config-changes.table.js';
export * from '../schema/settings/settings.table.js';
