import type { Db } from '@orrery/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** GET /healthz: 200 when the database answers and its galaxy is fully seeded, else 503. */
export const health = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    app.get('/healthz', async (_request, reply) => {
      const galaxy = await options.db.selectFrom('galaxies').select('status').executeTakeFirst();
      const ready = galaxy?.status === 'ready';
      return reply
        .status(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: ready ? 'ok' : 'starting' });
    });
  },
  { name: 'health' },
);
