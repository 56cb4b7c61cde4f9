import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CacheableReads } from '../cache/cacheable-reads.js';
import type { GalaxyVersionClock } from '../cache/galaxy-version-clock.js';
import { API_HEADERS } from './security-headers.js';
import type { ResponseCache } from '../cache/response-cache.js';
import type { BodyEncoding, BodyPayload, VersionedBody } from '../cache/versioned-body.js';

export interface ReadFrontOptions {
  cache: ResponseCache;
  galaxyVersion: GalaxyVersionClock;
  /** Makes a first ask's answer (the REST plugin makes the same, the same way). */
  reads: CacheableReads;
  /** Whether cached reads are logged (LOG_LEVEL debug or trace): then Fastify answers them all. */
  logsCachedReads: boolean;
  /** Whether the API is open (see StartGate). */
  apiOpen: () => boolean;
  /** Told of each answer the front sends itself (the metrics): its route and its time. */
  answered?: (route: string, seconds: number) => void;
}

/** Fastify's request handler: what the front hands a request it does not answer. */
export type Behind = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Answers a GET of a cacheable read before Fastify routes it: the same status, headers and bytes
 * the REST plugin's handler (rest-api.ts) would send, without the routing, hooks and reply
 * machinery around them, which cost a cached read about as much as the answer itself and a first
 * ask about a third of it. An answer already made for the galaxy version in force is sent at once;
 * a first ask of a plain URL (CacheableReads.match) is made here, and a failure to make it (an
 * unknown system, a wrong query) goes to Fastify, which answers it as it answers every error.
 * Everything else — a conditional or HEAD request, a request that a proxy says came over HTTPS
 * (HSTS), a URL Fastify must parse, debug logging (which logs every read) — goes to Fastify too.
 */
export function readFront(options: ReadFrontOptions) {
  const { cache, galaxyVersion, reads, logsCachedReads, apiOpen, answered } = options;
  return (request: IncomingMessage, response: ServerResponse, behind: Behind): void => {
    const send = answered === undefined ? sendBody : timedSend(answered, performance.now());
    const { headers, url } = request;
    if (
      logsCachedReads ||
      request.method !== 'GET' ||
      url === undefined ||
      headers['if-none-match'] !== undefined ||
      headers['x-forwarded-proto'] !== undefined ||
      !apiOpen()
    ) {
      return behind(request, response);
    }
    const version = galaxyVersion.settledVersion();
    const made = version === undefined ? undefined : cache.made(url, version);
    if (made) {
      const encoding = made.encodingFor(headers['accept-encoding']);
      const payload = made.encodedNow(encoding);
      if (payload) return send(response, made, encoding, payload);
    }
    const asked = reads.match(url);
    if (!asked) return behind(request, response);
    void (async () => {
      let answer: [VersionedBody, BodyEncoding, BodyPayload];
      try {
        const body = await reads.answer(url, asked);
        const encoding = body.encodingFor(headers['accept-encoding']);
        answer = [body, encoding, await body.encoded(encoding)];
      } catch {
        return behind(request, response);
      }
      send(response, ...answer);
    })();
  };
}

/** sendBody, then the answer's route and its time since `started` (the metrics). */
function timedSend(answered: (route: string, seconds: number) => void, started: number) {
  return (
    response: ServerResponse,
    body: VersionedBody,
    encoding: BodyEncoding,
    payload: BodyPayload,
  ): void => {
    sendBody(response, body, encoding, payload);
    answered(body.route, (performance.now() - started) / 1000);
  };
}

function sendBody(
  response: ServerResponse,
  body: VersionedBody,
  encoding: BodyEncoding,
  { bytes, length }: BodyPayload,
): void {
  response.writeHead(200, {
    'x-request-id': randomUUID(),
    ...API_HEADERS,
    ...body.headers(encoding),
    'content-length': String(length),
  });
  response.end(bytes);
}
