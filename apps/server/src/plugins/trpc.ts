import { appRouter, createRequestContext, type ApiConfig } from '@orrery/api';
import type { Db } from '@orrery/db';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';

export interface TrpcOptions {
  db: Db;
  config: ApiConfig;
  clock: () => Date;
}

/** The tRPC routers at /trpc (register with that prefix; the adapter keeps its body parsers here). */
export async function trpc(app: FastifyInstance, options: TrpcOptions) {
  const { db, config, clock } = options;
  const trpcOptions: FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'] = {
    router: appRouter,
    createContext: ({ req }) =>
      createRequestContext({ db, config, authorization: req.headers.authorization, now: clock() }),
    onError: ({ error, req }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        req.log.error({ err: error.cause ?? error }, 'procedure failed');
    },
  };
  await app.register(fastifyTRPCPlugin, { trpcOptions });
}
