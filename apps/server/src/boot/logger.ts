import { randomUUID } from 'node:crypto';
import { restRoutes } from '@orrery/api';
import pino from 'pino';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  'password',
  'token',
];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Where log lines go; stdout unless a test collects them. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Standard output. While the server starts (migrating, seeding) each line is written as it comes, so
 * an operator watching a long seed sees its progress at once. Once it serves, lines are written in
 * blocks of at least 4 KiB, and at least once a second: a write per line was a sizeable share of a
 * cached read's time. Buffered lines are written out when the process exits, also on an uncaught
 * error; a SIGKILL loses at most the last second.
 */
export class StdoutLog implements LogDestination {
  readonly #stream = pino.destination({ dest: 1, minLength: 4096, periodicFlush: 1000 });
  #lineByLine = true;

  write(line: string): void {
    this.#stream.write(line);
    if (this.#lineByLine) this.#stream.flushSync();
  }

  /** From now on, lines are written in blocks. */
  inBlocks(): void {
    this.#lineByLine = false;
  }
}

/**
 * The reads whose answers are kept (cacheable and immutable GETs under /api/v1): by far the most
 * frequent requests, and the cheapest, so their access line would be a large share of their cost.
 */
const CACHED_READS = new Set(
  restRoutes
    .filter((route) => route.method === 'GET' && (route.cacheable || route.immutable))
    .map((route) => `/api/v1${route.path}`),
);

/**
 * One line per request, when it completes, with its method, URL (its query's values left out:
 * loggedUrl), status and time: half the log volume of Fastify's default (which also logs each
 * request as it arrives). A cached read that succeeds (2xx, 304) is logged at `debug`, everything
 * else at `info`: with LOG_LEVEL=info an operator sees every write, sign-in, refusal and failure,
 * and LOG_LEVEL=debug adds every read.
 */
class OneLinePerRequest extends LogController {
  /**
   * The completion line holds only reqId, route, method, URL, status and time, none of which a redact path
   * names, so it goes through a logger without redaction: pino's wildcard paths otherwise walk every
   * logged object, and on a cached read that pass was about a fifth of the request's time.
   */
  #completions: pino.Logger | undefined;

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) {
      reply.log.error({ ...lineOf(request, reply), err: error }, 'request errored');
      return;
    }
    this.#completions ??= request.server.log.child({}, { redact: [] }) as pino.Logger;
    const level =
      reply.statusCode < 400 && CACHED_READS.has(request.routeOptions.url ?? '') ? 'debug' : 'info';
    // Checked first: a line that is not written is not built either.
    if (!this.#completions.isLevelEnabled(level)) return;
    this.#completions[level]({ reqId: request.id, ...lineOf(request, reply) }, 'request completed');
  }
}

/**
 * A request's URL as logged: its path, and of its query the names only. Secrets travel in links'
 * queries (a reset token, an unsubscribe signature), and a log is read by more people, and kept
 * longer, than the secrets are meant to be.
 */
export function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=', 1)[0]}=…`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

const lineOf = (request: FastifyRequest, reply: FastifyReply) => ({
  // The template (`/api/v1/solar/collect/:id`): what a log pipeline groups requests by.
  route: request.routeOptions.url,
  req: { method: request.method, url: loggedUrl(request.url) },
  res: { statusCode: reply.statusCode },
  responseTime: reply.elapsedTime,
});

/**
 * Structured JSON logs (pino) with a server-made request id on every line (a client-sent id is not
 * trusted: it would let anyone write arbitrary text into the logs).
 */
export function loggerOptions(
  level: LogLevel,
  stream?: LogDestination,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    logController: new OneLinePerRequest(),
    logger: { level, stream, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  };
}
