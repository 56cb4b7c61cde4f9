/** @orrery/domain/config — the game config's schema (zod) and its defaults. */
export * from './game-config.js';
export * from './achievements.js';
export * from './goals.js';
export * from './sinks.js';
export * from './blocked-words.js';
export * from './key-meta.js';
export * from './config-keys.js';
export * from './config-edits.js';
export * from './trading.js';
export * from './growth.js';
