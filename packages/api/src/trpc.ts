import { HEARTBEAT_MS } from '@orrery/domain/events';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Context, SessionUser } from './context.js';
import { describeError, gameErrorToTRPC, unavailableToTRPC, writeFaultToTRPC } from './errors.js';
import { GameError } from './game/core/index.js';

// Created once for the whole API. isDev is off so no stack trace ever reaches an error shape.
const t = initTRPC.context<Context>().create({
  isDev: false,
  // The subscription `live.events` keeps proxies and idle timers awake as the REST stream does.
  sse: { ping: { enabled: true, intervalMs: HEARTBEAT_MS } },
  errorFormatter({ shape, error }) {
    const { body } = describeError(error);
    return { ...shape, message: body.error, data: { ...shape.data, details: body.details } };
  },
});

/**
 * A rule that refuses throws GameError; the transport sees it as the TRPCError of its status. A
 * database that cannot be written is a 503 the player is told about, not a 500; so is one out of
 * reach (and the next call, on a fresh connection, may well succeed).
 */
const gameErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    if (result.error.cause instanceof GameError) throw gameErrorToTRPC(result.error.cause);
    const unwritable = writeFaultToTRPC(result.error) ?? unavailableToTRPC(result.error);
    if (unwritable) throw unwritable;
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Open to anyone; ctx.user is set when a valid session came along. */
export const publicProcedure = t.procedure.use(gameErrors);

/** The signed-in player, or the 401 every protected call answers without one. */
export function requireSession(context: Context): SessionUser {
  if (!context.user) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  }
  return context.user;
}

/** Needs a valid session for an existing account; ctx.user is then never null. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { ...ctx, user: requireSession(ctx) } }),
);
