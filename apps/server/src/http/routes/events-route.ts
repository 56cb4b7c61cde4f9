import { userFromAuthorization, type ApiConfig } from '@orrery/api';
import type { Db } from '@orrery/db';
import { parseEventId } from '@orrery/domain/events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { releaseInSlices } from '../../live/hang-ups.js';
import type { LiveEvents } from '../../live/live-events.js';
import { MALFORMED_LAST_EVENT_ID, openingOf, start } from '../../live/stream-opening.js';

export const EVENTS_TAKE_NO_BODY = 'The event stream takes no request body';
const RETRY_AFTER_SECONDS = 5;

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

function lastEventIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  if (typeof header === 'string') return header;
  const query = (request.query as Record<string, unknown>).lastEventId;
  return typeof query === 'string' ? query : undefined;
}

/**
 * GET /api/v1/events (docs/api.md "Live events"): one Server-Sent Events stream of the galaxy,
 * public, with the player's own events when a valid session comes with it (an expired one reads
 * the public stream). Resumes from Last-Event-ID out of the recent log.
 */
export async function eventsRoute(
  app: FastifyInstance,
  options: { db: Db; config: ApiConfig; clock: () => Date; live: LiveEvents },
): Promise<void> {
  const { db, config, clock, live } = options;
  const refuse = (reply: FastifyReply, status: number, error: string) =>
    reply.status(status).header('Cache-Control', 'no-store').send({ error });

  app.get('/events', async (request, reply) => {
    if (hasBody(request)) return refuse(reply, 400, EVENTS_TAKE_NO_BODY);
    const lastText = lastEventIdOf(request);
    if (lastText !== undefined && parseEventId(lastText) === null) {
      return refuse(reply, 400, MALFORMED_LAST_EVENT_ID);
    }
    const user = await userFromAuthorization(
      db,
      config.session,
      request.headers.authorization,
      clock(),
    );
    // Read after the session's lookup: from here to the end nothing awaits, so no event can be
    // delivered between the replay and going live.
    const opening = openingOf(live, lastText ?? null, user?.sessionId ?? null, request.ip);
    if ('status' in opening) {
      if (opening.status === 429) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return refuse(reply, opening.status, opening.error);
    }

    // From here the stream is written by hand: no compression, no buffering, no timeout.
    reply.hijack();
    const response = reply.raw;
    request.raw.socket.setTimeout(0);
    request.raw.socket.setNoDelay(true);
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      // nginx and others buffer responses unless told not to (docs/operations.md).
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
      'X-Request-Id': request.id,
    });
    // Thousands of clients hanging up at once must not stall the server (hang-ups.ts).
    releaseInSlices(request.raw.socket, () => !response.writableEnded);
    start(
      live,
      {
        response,
        userId: user?.id ?? null,
        sessionId: user?.sessionId ?? null,
        address: request.ip,
        sentUpTo: 0,
      },
      opening,
    );
  });
}
