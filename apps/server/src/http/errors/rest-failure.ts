import { describeError, gameErrorToTRPC, retryAfterOf, unavailableToTRPC } from '@orrery/api';
import { GameError } from '@orrery/api/game/core';
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  logServerFailure,
  RETRY_AFTER_SECONDS,
  type WriteHealth,
} from '../../boot/write-health.js';

/**
 * Answers a failed /api/v1 call with `{ error, details? }` and its status: a refused game rule by
 * its code, a server fault as a plain 500 (logged, with write faults noted for readiness), a
 * database that takes no writes, or is out of reach, as 503 with Retry-After, a call over a limit
 * as 429 with the limit's Retry-After.
 */
export function restFailure(writeHealth: WriteHealth) {
  return (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const trpcError =
      unavailableToTRPC(error) ??
      (error instanceof TRPCError
        ? error
        : error instanceof GameError
          ? gameErrorToTRPC(error)
          : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error }));
    const { status, body } = describeError(trpcError);
    if (status >= 500) logServerFailure(request.log, writeHealth, trpcError.cause ?? trpcError);
    if (status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    const retryAfter = retryAfterOf(trpcError);
    if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
    return reply.status(status).send(body);
  };
}
