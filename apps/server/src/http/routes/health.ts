import { type Db } from '@orrery/db';
import { getGalaxyStatus } from '@orrery/db/galaxy';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StartGate } from '../../boot/start-gate.js';
import { RETRY_AFTER_SECONDS, type WriteHealth } from '../../boot/write-health.js';

/**
 * GET /healthz: 200 `{status:"ok"}` when the API is open on a fully seeded galaxy and the database
 * takes writes; 503 `{status:"starting"}` while the start gate holds the API back (a first seed)
 * or the galaxy is being seeded again (the CLI), 503 `{status:"read-only", cause}` while writes
 * fail (cause: the database's code, e.g. SQLITE_FULL). Ready is the gate's own state, so /healthz
 * turns 200 in the very step that opens the API, never before it.
 */
export const health = fp(
  async (app: FastifyInstance, options: { db: Db; writeHealth: WriteHealth; gate: StartGate }) => {
    app.get('/healthz', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!options.gate.isOpen || (await getGalaxyStatus(options.db)) !== 'ready')
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
