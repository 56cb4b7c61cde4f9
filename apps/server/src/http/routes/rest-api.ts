import {
  createRequestContext,
  openApiDocument,
  restRoutes,
  type ApiConfig,
  type RestRequest,
  type RestRoute,
} from '@orrery/api';
import type { Db } from '@orrery/db';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { CacheableReads } from '../../cache/cacheable-reads.js';
import { restFailure } from '../errors/rest-failure.js';
import type { WriteHealth } from '../../boot/write-health.js';

export interface RestApiOptions {
  db: Db;
  config: ApiConfig;
  clock: () => Date;
  reads: CacheableReads;
  writeHealth: WriteHealth;
}

function restRequest(request: FastifyRequest): RestRequest {
  return {
    params: request.params as Record<string, string>,
    query: request.query as Record<string, unknown>,
    body: request.body,
  };
}

/**
 * /api/v1: docs/spec.md §7 as a thin table over the tRPC procedures (restRoutes in @orrery/api).
 * Errors answer `{ error, details? }`. Cacheable reads (search, full system) are kept serialized
 * per URL for the current galaxy version (cacheable-reads.ts) and answered with an ETag (304 when
 * the client's copy is current) and pre-compressed bytes; the front (read-front.ts) answers most
 * of them before they get here.
 */
export async function restApi(app: FastifyInstance, options: RestApiOptions) {
  const { db, config, clock, reads, writeHealth } = options;

  const failure = restFailure(writeHealth);

  // Bodies are JSON only: Fastify's default text/plain parser would hand the procedure a string
  // (a 400 about its type) where the answer is 415. Only this plugin's routes lose it.
  app.removeContentTypeParser('text/plain');
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

  // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form.
  // Such a route (`formBody`) reads its signed query; the form is parsed only so that it is
  // accepted. Every other route has no form parser: Fastify answers a form 415 before it runs.
  const acceptForms = (scope: FastifyInstance) =>
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
    );

  const contextOf = (request: FastifyRequest) =>
    createRequestContext({
      db,
      config,
      authorization: request.headers.authorization,
      now: clock(),
      clientAddress: request.ip,
    });

  async function cached(route: RestRoute, request: FastifyRequest, reply: FastifyReply) {
    const body = await reads.answer(request.url, { route, request: restRequest(request) });
    if (request.headers['if-none-match'] === body.etag) {
      return reply.headers(body.validators()).status(304).send();
    }
    const encoding = body.encodingFor(request.headers['accept-encoding']);
    const payload = await body.encoded(encoding);
    return reply.headers(body.headers(encoding)).send(payload.bytes);
  }

  for (const route of restRoutes) {
    // Streamed and binary answers have their own handlers (map-routes.ts).
    if (route.served) continue;
    const options: RouteOptions = {
      method: route.method,
      url: route.path,
      // Cacheable reads carry their own pre-compressed bodies, and as GETs have no body to inflate.
      ...(route.cacheable ? { compress: false as const, decompress: false as const } : {}),
      handler: async (request, reply) => {
        try {
          if (route.cacheable) return await cached(route, request, reply);
          const result = await route.handle(await contextOf(request), restRequest(request));
          return reply.status(route.status ?? 200).send(result);
        } catch (error) {
          return failure(request, reply, error);
        }
      },
    };
    if (!route.formBody) app.route(options);
    else {
      await app.register(async (scope) => {
        acceptForms(scope);
        scope.route(options);
      });
    }
  }

  const document = openApiDocument(restRoutes);
  app.get('/openapi.json', async () => document);
}
