import {
  createRequestContext,
  restRoutes,
  type ApiConfig,
  type RestRequest,
  type RestRoute,
} from '@orrery/api';
import type { Db } from '@orrery/db';
import type { GalaxyVersionClock } from './galaxy-version-clock.js';
import type { ResponseCache } from './response-cache.js';
import { VersionedBody } from './versioned-body.js';

/** Where the REST routes are mounted (app.ts). */
export const API_PREFIX = '/api/v1';

/** Fastify's default `maxParamLength`: its router refuses a longer path parameter (404 on a GET). */
const MAX_PARAM_LENGTH = 100;

/** A path segment or query value as it arrives, without anything a parser would decode. */
const PLAIN = /^[\w.~-]*$/;
/** A query parameter's name as the routes name them. */
const NAME = /^[a-zA-Z][a-zA-Z0-9]*$/;

export interface CacheableReadsOptions {
  db: Db;
  config: ApiConfig;
  clock: () => Date;
  galaxyVersion: GalaxyVersionClock;
  cache: ResponseCache;
}

interface PathPattern {
  route: RestRoute;
  /** The path's segments: literal text, or `:name` for a parameter. */
  segments: string[];
}

/** A request for a cacheable read: its route and the input it carries. */
export interface CacheableRequest {
  route: RestRoute;
  request: RestRequest;
}

/**
 * The cacheable reads (routes marked `cacheable`: the guide's search, full systems): their answers
 * made once per URL and galaxy version, from the galaxy row the version was read from, and kept in
 * the response cache. Public reads, shared by every caller: made without the caller's session.
 * Used by the REST plugin (rest-api.ts) and by the front (read-front.ts), which answers a plain URL
 * before Fastify routes it.
 */
export class CacheableReads {
  readonly #patterns: PathPattern[];

  constructor(private readonly options: CacheableReadsOptions) {
    const cacheable = restRoutes.filter((route) => route.cacheable && !route.served);
    for (const route of cacheable) {
      if (route.method !== 'GET' || route.auth) {
        throw new Error(`${route.path}: a cacheable read must be a public GET`);
      }
    }
    this.#patterns = cacheable.map((route) => ({
      route,
      segments: `${API_PREFIX}${route.path}`.split('/'),
    }));
  }

  /** The answer to `url` for the galaxy version in force: kept, or made now. */
  async answer(url: string, { route, request }: CacheableRequest): Promise<VersionedBody> {
    const { db, config, clock, galaxyVersion, cache } = this.options;
    const { version, galaxy } = await galaxyVersion.snapshot();
    return cache.get(url, version, async () => {
      // Made from the row the version was read from: one read of it per version, not per answer.
      const context = await createRequestContext({
        db,
        config,
        authorization: undefined,
        now: clock(),
      });
      const data = await route.handle({ ...context, ...(galaxy ? { galaxy } : {}) }, request);
      return new VersionedBody(version, data, `${API_PREFIX}${route.path}`);
    });
  }

  /**
   * The cacheable read a plain URL asks for: its path literal but for parameters of letters,
   * digits and `._~-` (at most 100 characters), its query `name=value` pairs with such values and
   * names of letters and digits, each name once. Anything else is undefined, and left to Fastify,
   * whose parsers then decide.
   */
  match(url: string): CacheableRequest | undefined {
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const query = mark < 0 ? {} : plainQuery(url.slice(mark + 1));
    if (query === undefined) return undefined;
    const segments = path.split('/');
    for (const { route, segments: pattern } of this.#patterns) {
      const params = paramsOf(pattern, segments);
      if (params) return { route, request: { params, query, body: undefined } };
    }
    return undefined;
  }
}

function paramsOf(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const segment = segments[i]!;
    if (!expected.startsWith(':')) {
      if (segment !== expected) return undefined;
    } else {
      if (segment === '' || segment.length > MAX_PARAM_LENGTH || !PLAIN.test(segment)) {
        return undefined;
      }
      params[expected.slice(1)] = segment;
    }
  }
  return params;
}

function plainQuery(text: string): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  if (text === '') return query;
  for (const pair of text.split('&')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) return undefined;
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    if (!NAME.test(name) || !PLAIN.test(value) || Object.hasOwn(query, name)) return undefined;
    query[name] = value;
  }
  return query;
}
