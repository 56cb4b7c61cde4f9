export * from './live-event-repo.js';
export * from '../schema/live/live-events.table.js';
