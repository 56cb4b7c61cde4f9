import { DATABASE_UNAVAILABLE } from '@orrery/api';
import { isDatabaseUnavailable } from '@orrery/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Friendlier words for the errors Fastify raises before a route runs. */
const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

function isClientError(status: unknown): status is number {
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Every error leaves as JSON `{ error }`: 4xx keep their message, anything else is logged and hidden
 * behind a generic text, so no stack trace or internal detail reaches a client.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isClientError(error.statusCode)) {
        const message =
          MESSAGES[error.code] ??
          (error instanceof SyntaxError ? MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
        return reply.status(error.statusCode).send({ error: message });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply.status(503).header('Retry-After', '1').send({ error: DATABASE_UNAVAILABLE });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: 'Internal server error' });
    });
  },
  { name: 'error-handler' },
);
