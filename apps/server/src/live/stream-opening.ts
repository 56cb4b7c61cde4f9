import type { LiveRefusal } from '@orrery/api';
import { parseEventId, RETRY_BASE_MS, RETRY_JITTER_MS } from '@orrery/domain/events';
import type { OpenStream } from './event-streams.js';
import type { LiveEvents } from './live-events.js';
import type { Replay } from './recent-log.js';
import { jittered, retryFrame, unnumberedFrame } from './sse-frames.js';

export const MALFORMED_LAST_EVENT_ID = 'Last-Event-ID is not an event id of this stream';
export const FUTURE_LAST_EVENT_ID = 'Last-Event-ID is ahead of this stream: it was never sent';

/** What a stream opening from `lastEventId` is owed, read together with going live (start). */
export interface Opening {
  last: { seq: number } | null;
  replay: Replay | null;
}

/**
 * Whether a stream may open for this caller, and what it replays. Between this and `start`
 * nothing may await, so that no event is delivered between the replay and going live.
 */
export function openingOf(
  live: LiveEvents,
  lastEventId: string | null,
  sessionId: string | null,
  address: string,
): Opening | LiveRefusal {
  const last = lastEventId === null ? null : parseEventId(lastEventId);
  if (lastEventId !== null && last === null) return { status: 400, error: MALFORMED_LAST_EVENT_ID };
  const replay = last === null ? null : live.log.since(last.log, last.seq);
  if (replay?.kind === 'future') return { status: 400, error: FUTURE_LAST_EVENT_ID };
  const refusal = live.streams.refusal(sessionId, address);
  if (refusal !== null) return { status: 429, error: refusal };
  return { last, replay };
}

/** Adds the stream, advises its `retry:`, and sends what it missed (or `resync`). */
export function start(live: LiveEvents, stream: OpenStream, { last, replay }: Opening): void {
  stream.sentUpTo = live.log.head;
  live.streams.add(stream);
  live.streams.write(stream, retryFrame(jittered(RETRY_BASE_MS, RETRY_JITTER_MS)));
  if (replay?.kind === 'resync') {
    live.streams.write(stream, unnumberedFrame('resync', { reason: replay.reason }));
  } else if (replay?.kind === 'events' && last) {
    stream.sentUpTo = last.seq;
    for (const event of replay.events) live.streams.send(stream, event);
    stream.sentUpTo = Math.max(stream.sentUpTo, last.seq);
  }
}
