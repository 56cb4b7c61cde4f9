import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReadinessChecks, type ReadinessOptions } from './readiness.js';

/**
 * GET /readyz: 200 `{status:"ready", checks}` when this server should get traffic, else 503
 * `{status:"unready", failing, checks}` naming each check that failed and why. /healthz
 * (plugins/health.ts) stays the cheaper check that the process answers.
 */
export const readyz = fp(
  async (app: FastifyInstance, options: ReadinessOptions) => {
    const readiness = new ReadinessChecks(options);
    app.get('/readyz', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { ready, checks, failing } = await readiness.check();
      if (ready) return reply.send({ status: 'ready', checks });
      return reply.status(503).send({ status: 'unready', failing, checks });
    });
  },
  { name: 'readyz' },
);
