import { getGalaxyStatus, type Db } from '@orrery/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RETRY_AFTER_SECONDS, type WriteHealth } from '../write-health.js';

/**
 * GET /healthz: 200 `{status:"ok"}` when the galaxy is fully seeded and the database takes writes;
 * 503 `{status:"starting"}` while the galaxy is being seeded, 503 `{status:"read-only", cause}`
 * while writes fail (cause: the database's code, e.g. SQLITE_FULL).
 */
export const health = fp(
  async (app: FastifyInstance, options: { db: Db; writeHealth: WriteHealth }) => {
    app.get('/healthz', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if ((await getGalaxyStatus(options.db)) !== 'ready')
        return reply.status(503).send({ status: 'starting' });
      const fault = await options.writeHealth.check();
      if (fault !== undefined) {
        return reply
          .status(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({ status: 'read-only', cause: fault.code });
      }
      return reply.send({ status: 'ok' });
    });
  },
  { name: 'health' },
);
