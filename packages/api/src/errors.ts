import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { GameError, type GameErrorCode } from './game/index.js';

const TRPC_CODE: Record<GameErrorCode, TRPC_ERROR_CODE_KEY> = {
  INVALID_INPUT: 'BAD_REQUEST',
  RULE_VIOLATION: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
};

/** A refused game rule as the transport error of the matching status. */
export function gameErrorToTRPC(error: GameError): TRPCError {
  return new TRPCError({ code: TRPC_CODE[error.code], message: error.message, cause: error });
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
  const status = getHTTPStatusCodeFromError(error);
  if (status >= 500) return { status, body: { error: INTERNAL } };
  const details = errorDetails(error);
  if (error.cause instanceof ZodError && details) {
    const fields = Object.entries(details).map(([field, message]) => `${field}: ${message}`);
    return { status, body: { error: `Invalid input (${fields.join('; ')})`, details } };
  }
  return { status, body: details ? { error: error.message, details } : { error: error.message } };
}
