import { appRouter, createRequestContext, type ApiConfig } from '@orrery/api';
import type { Db } from '@orrery/db';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { logServerFailure, RETRY_AFTER_SECONDS, type WriteHealth } from '../write-health.js';

export interface TrpcOptions {
  db: Db;
  config: ApiConfig;
  clock: () => Date;
  writeHealth: WriteHealth;
}

/** The tRPC routers at /trpc (register with that prefix; the adapter keeps its body parsers here). */
export async function trpc(app: FastifyInstance, options: TrpcOptions) {
  const { db, config, clock, writeHealth } = options;
  const trpcOptions: FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'] = {
    router: appRouter,
    createContext: ({ req }) =>
      createRequestContext({ db, config, authorization: req.headers.authorization, now: clock() }),
    onError: ({ error, req }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
        logServerFailure(req.log, writeHealth, error.cause ?? error);
      }
    },
    responseMeta: ({ errors }) =>
      errors.some((error) => error.code === 'SERVICE_UNAVAILABLE')
        ? { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } }
        : {},
  };
  await app.register(fastifyTRPCPlugin, { trpcOptions });
}
