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

/** Caps login and register attempts per client address; every other request passes untouched. */
export const authRateLimit = fp(
  async (app: FastifyInstance, options: { perMinute: number }) => {
    await app.register(rateLimit, {
      global: true,
      max: options.perMinute,
      timeWindow: 60_000,
      allowList: (request) => !isAuthAttempt(request),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many attempts; try again in ${context.after}`),
    });
  },
  { name: 'auth-rate-limit' },
);
