import { tracked, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { liveSourceOf } from '../events/live-source.js';
import { publicProcedure, router } from '../trpc.js';

/** tRPC resends the last tracked id as `lastEventId` when it reconnects. */
const liveEventsInput = z
  .object({ lastEventId: z.string().max(64).nullish() })
  .strict()
  .optional();

/**
 * The live stream over tRPC (`httpSubscriptionLink`): the very events, audience and caps of
 * GET /api/v1/events, each event `{ type, data }` tracked by its id so a reconnect resumes.
 */
export const liveRouter = router({
  events: publicProcedure.input(liveEventsInput).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    const source = liveSourceOf(ctx.db);
    if (!source) {
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'No live stream here' });
    }
    const opened = source.open({
      userId: ctx.user?.id ?? null,
      sessionId: ctx.user?.sessionId ?? null,
      address: ctx.clientAddress ?? 'unknown',
      lastEventId: input?.lastEventId ?? null,
      signal,
    });
    if ('status' in opened) {
      const code = opened.status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST';
      throw new TRPCError({ code, message: opened.error });
    }
    for await (const { id, type, data } of opened) {
      yield id === undefined ? { type, data } : tracked(id, { type, data });
    }
  }),
});
