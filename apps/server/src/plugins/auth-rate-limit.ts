import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.js';

const REST_AUTH = /^\/api\/v1\/auth\/(login|register)\/?(\?|$)/;
const TRPC_AUTH = /^\/trpc\/[^?]*\bauth\.(login|register)\b/;

/** Login and registration attempts, over REST or tRPC (batched calls included). */
export function isAuthAttempt(request: FastifyRequest): boolean {
  return request.method === 'POST' && (REST_AUTH.test(request.url) || TRPC_AUTH.test(request.url));
}

/**
 * Caps login and register attempts per client address. Only those requests consult the limiter,
 * so every other request pays nothing for it.
 */
export const authRateLimit = fp(
  async (app: FastifyInstance, options: { perMinute: number }) => {
    await app.register(rateLimit, { global: false });
    const limit = app.createRateLimit({ max: options.perMinute, timeWindow: 60_000 });
    app.addHook('onRequest', async (request) => {
      if (!isAuthAttempt(request)) return;
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        throw new HttpError(429, `Too many attempts; try again in ${verdict.ttlInSeconds} seconds`);
      }
    });
  },
  { name: 'auth-rate-limit' },
);
