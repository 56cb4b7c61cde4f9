import {
  appRouter,
  createRequestContext,
  MAX_SIGN_IN_PER_BATCH,
  retryAfterOf,
  SIGN_IN_PROCEDURES,
  type ApiConfig,
} from '@orrery/api';
import type { Db } from '@orrery/db';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors/http-error.js';
import {
  logServerFailure,
  RETRY_AFTER_SECONDS,
  type WriteHealth,
} from '../../boot/write-health.js';

export interface TrpcOptions {
  db: Db;
  config: ApiConfig;
  clock: () => Date;
  writeHealth: WriteHealth;
}

/** Procedures in one batched request, at most (each is still counted by its own limits). */
export const MAX_BATCH_SIZE = 20;

/** The sign-in calls a /trpc URL asks for (`/trpc/auth.login,auth.login?batch=1` holds two). */
export function signInCalls(url: string): number {
  let paths: string[];
  try {
    paths = decodeURIComponent(url.split('?')[0]!.slice(1)).split(',');
  } catch {
    return 0; // not a path tRPC can route either
  }
  return paths.filter((path) => SIGN_IN_PROCEDURES.has(path)).length;
}

/** The tRPC routers at /trpc (register with that prefix; the adapter keeps its body parsers here). */
export async function trpc(app: FastifyInstance, options: TrpcOptions) {
  const { db, config, clock, writeHealth } = options;

  // Refused before any procedure runs: a batch is not a way to make many guesses in one request.
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url.slice(request.url.indexOf('/trpc') + '/trpc'.length);
    if (signInCalls(url) > MAX_SIGN_IN_PER_BATCH) {
      done(new HttpError(400, `At most ${MAX_SIGN_IN_PER_BATCH} sign-in calls per batch`));
    } else done();
  });

  const trpcOptions: FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'] = {
    router: appRouter,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: ({ req, info }) =>
      createRequestContext({
        db,
        config,
        // A browser's EventSource sends no headers: a subscription may bring its session in the
        // connection parameters (httpSubscriptionLink's connectionParams).
        authorization: req.headers.authorization ?? info.connectionParams?.authorization,
        now: clock(),
        clientAddress: req.ip,
      }),
    onError: ({ error, req }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
        logServerFailure(req.log, writeHealth, error.cause ?? error);
      }
    },
    responseMeta: ({ errors }) => {
      if (errors.some((error) => error.code === 'SERVICE_UNAVAILABLE')) {
        return { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } };
      }
      const waits = errors.flatMap((error) => retryAfterOf(error) ?? []);
      return waits.length > 0 ? { headers: { 'Retry-After': String(Math.max(...waits)) } } : {};
    },
  };
  await app.register(fastifyTRPCPlugin, { trpcOptions });
}
