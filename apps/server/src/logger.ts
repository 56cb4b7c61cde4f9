import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
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
 * Structured JSON logs (pino) with a server-made request id on every line (a client-sent id is not
 * trusted: it would let anyone write arbitrary text into the logs).
 */
export function loggerOptions(
  level: LogLevel,
  stream?: LogDestination,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: { level, stream, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  };
}
