import {
  createRequestContext,
  createCaller,
  openApiDocument,
  type AppCaller,
  describeError,
  restRoutes,
  type ApiConfig,
  type RestRoute,
} from '@orrery/api';
import type { Db } from '@orrery/db';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, VersionedBody } from '../versioned-body.js';

export interface RestApiOptions {
  db: Db;
  config: ApiConfig;
  clock: () => Date;
}

function failure(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const trpcError =
    error instanceof TRPCError
      ? error
      : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
  const { status, body } = describeError(trpcError);
  if (status >= 500) request.log.error({ err: trpcError.cause ?? trpcError }, 'procedure failed');
  return reply.status(status).send(body);
}

/**
 * /api/v1: spec section 7 as a thin table over the tRPC procedures (restRoutes in @orrery/api).
 * Errors answer `{ error, details? }`. Versioned reads (the map) answer with an ETag and a body
 * serialized and compressed once per version.
 */
export async function restApi(app: FastifyInstance, options: RestApiOptions) {
  const { db, config, clock } = options;
  // Versioned routes answer the same for every caller, so one body per route serves everyone.
  const bodies = new Map<string, { version: string; body: Promise<VersionedBody> }>();

  // A POST with a JSON content type but no body (e.g. collect) is a call without input, not an error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (typeof text !== 'string' || text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 }),
        undefined,
      );
    }
  });

  async function versioned(
    route: RestRoute,
    readVersion: (caller: AppCaller) => Promise<string>,
    request: FastifyRequest,
    reply: FastifyReply,
    caller: AppCaller,
  ) {
    const version = await readVersion(caller);
    let entry = bodies.get(route.path);
    if (!entry || entry.version !== version) {
      const fresh = {
        version,
        body: route
          .call(caller, { params: {}, query: {}, body: undefined })
          .then((data) => new VersionedBody(version, data)),
      };
      fresh.body.catch(() => {
        if (bodies.get(route.path) === fresh) bodies.delete(route.path);
      });
      bodies.set(route.path, fresh);
      entry = fresh;
    }
    const body = await entry.body;
    reply
      .header('ETag', body.etag)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const payload = await body.encoded(encoding);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(payload);
  }

  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        try {
          const context = await createRequestContext({
            db,
            config,
            authorization: request.headers.authorization,
            now: clock(),
          });
          const caller = createCaller(context);
          if (route.version) return await versioned(route, route.version, request, reply, caller);
          const result = await route.call(caller, {
            params: request.params as Record<string, string>,
            query: request.query as Record<string, unknown>,
            body: request.body,
          });
          return reply.status(route.status ?? 200).send(result);
        } catch (error) {
          return failure(request, reply, error);
        }
      },
    });
  }

  const document = openApiDocument(restRoutes);
  app.get('/openapi.json', async () => document);
}
