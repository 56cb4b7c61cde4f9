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
    // Callback style: every other request returns at once, without a promise made for it.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!isAuthAttempt(request)) return done();
      limit(request).then((verdict) => {
        if (!verdict.isAllowed && verdict.isExceeded) {
          done(
            new HttpError(429, `Too many attempts; try again in ${verdict.ttlInSeconds} seconds`),
          );
        } else done();
      }, done);
    });
  },
  { name: 'auth-rate-limit' },
);
