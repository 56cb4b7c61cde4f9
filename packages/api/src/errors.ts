import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { isDatabaseUnavailable } from '@orrery/db';
import { writeFaultOf } from '@orrery/db/maintenance';
import { ZodError } from 'zod';
import { GameError, type GameErrorCode } from './game/core/index.js';

const TRPC_CODE: Record<GameErrorCode, TRPC_ERROR_CODE_KEY> = {
  INVALID_INPUT: 'BAD_REQUEST',
  RULE_VIOLATION: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
};

/** A refused game rule as the transport error of the matching status. */
export function gameErrorToTRPC(error: GameError): TRPCError {
  return new TRPCError({ code: TRPC_CODE[error.code], message: error.message, cause: error });
}

/** What a player hears when the database refuses writes (read-only storage, a full disk). */
export const READ_ONLY_MESSAGE =
  'The galaxy is read-only right now: nothing was changed. Please try again in a few minutes.';

/**
 * A call that failed because the database cannot be written, as a 503 with words for the player;
 * the database's own error stays the cause, for the log. Undefined for any other failure.
 */
export function writeFaultToTRPC(error: TRPCError): TRPCError | undefined {
  if (writeFaultOf(error.cause) === undefined) return undefined;
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: READ_ONLY_MESSAGE,
    cause: error.cause,
  });
}

export const DATABASE_UNAVAILABLE = 'The game is briefly unavailable; please try again in a moment';

/**
 * `error` as the transport error it stands for when the database is out of reach (a refused or
 * dropped connection): a 503 the client may retry, since the pool's next connection may serve it.
 * Undefined for any other failure.
 */
export function unavailableToTRPC(error: unknown): TRPCError | undefined {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (!isDatabaseUnavailable(cause)) return undefined;
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause });
}

/** The JSON every failed /api/v1 call answers with. */
export interface ErrorBody {
  error: string;
  /** Per-field messages, keyed by field name (e.g. username, email, password). */
  details?: Record<string, string>;
}

function zodDetails(error: ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    details[field] ??= issue.message;
  }
  return details;
}

/** Per-field messages behind an error: from the rule that refused, or from input validation. */
export function errorDetails(error: TRPCError): Record<string, string> | undefined {
  const cause = error.cause;
  if (cause instanceof GameError) return cause.details;
  if (cause instanceof ZodError) return zodDetails(cause);
  return undefined;
}

const INTERNAL = 'Internal server error';

/** Status and body for a failed call; server faults keep their details to the log. */
export function describeError(error: TRPCError): { status: number; body: ErrorBody } {
  // A write fault that reached the transport without passing a procedure's middleware.
  const unwritable = error.code === 'INTERNAL_SERVER_ERROR' ? writeFaultToTRPC(error) : undefined;
  if (unwritable) return describeError(unwritable);
  const status = getHTTPStatusCodeFromError(error);
  // A 503 is raised only with words meant for the player (writeFaultToTRPC, unavailableToTRPC).
  if (status === 503) return { status, body: { error: error.message } };
  if (status >= 500) return { status, body: { error: INTERNAL } };
  const details = errorDetails(error);
  if (error.cause instanceof ZodError && details) {
    const fields = Object.entries(details).map(([field, message]) => `${field}: ${message}`);
    return { status, body: { error: `Invalid input (${fields.join('; ')})`, details } };
  }
  return { status, body: details ? { error: error.message, details } : { error: error.message } };
}
