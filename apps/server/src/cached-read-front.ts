import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GalaxyVersionClock } from './galaxy-version-clock.js';
import { API_HEADERS } from './plugins/security-headers.js';
import type { ResponseCache } from './response-cache.js';

export interface CachedReadFrontOptions {
  cache: ResponseCache;
  galaxyVersion: GalaxyVersionClock;
  /** Whether cached reads are logged (LOG_LEVEL debug or trace): then Fastify answers them all. */
  logsCachedReads: boolean;
  /** Whether the API is open (see StartGate). */
  apiOpen: () => boolean;
}

/**
 * Answers a GET of a cacheable read whose answer is already made, for the galaxy version in force,
 * before Fastify routes it: the same status, headers and bytes the route's handler (rest-api.ts,
 * `cached`) would send, without the routing, hooks and reply machinery around them, which cost a
 * cached read about as much as the answer itself. Everything else — a first ask, a conditional or
 * HEAD request, a compression not made yet, a version that must be read again, a request that a
 * proxy says came over HTTPS (HSTS), debug logging — goes to Fastify, as before.
 * Answers true when it answered.
 */
export function cachedReadFront(options: CachedReadFrontOptions) {
  const { cache, galaxyVersion, logsCachedReads, apiOpen } = options;
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (logsCachedReads || request.method !== 'GET' || !apiOpen()) return false;
    const { headers, url } = request;
    if (url === undefined || headers['if-none-match'] !== undefined) return false;
    if (headers['x-forwarded-proto'] !== undefined) return false;
    const version = galaxyVersion.settledVersion();
    const body = version === undefined ? undefined : cache.made(url, version);
    if (body === undefined) return false;
    const encoding = body.encodingFor(headers['accept-encoding']);
    const bytes = body.encodedNow(encoding);
    if (bytes === undefined) return false;
    response.writeHead(200, {
      'x-request-id': randomUUID(),
      ...API_HEADERS,
      ...body.headers(encoding),
      'content-length': String(bytes.length),
    });
    response.end(bytes);
    return true;
  };
}
