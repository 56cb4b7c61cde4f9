/** @orrery/domain/events — the live stream's events (zod) and its framing. */
export * from './game-events.js';
export * from './sse-framing.js';
