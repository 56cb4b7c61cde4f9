/** @orrery/server — the Fastify app (for tests and embedding); `main.ts` is the process entry. */
export { buildApp, BODY_LIMIT_BYTES, type AppOptions } from './http/app.js';
export { readEnv, EnvError, DEFAULT_GALAXY_SEED, type ServerEnv } from './boot/env.js';
export { ensureGalaxy, type GalaxyWanted } from './boot/ensure-galaxy.js';
