import type { LiveSource } from '@orrery/api';
import { FrameQueue } from './frame-queue.js';
import type { LiveEvents } from './live-events.js';
import { openingOf, start } from './stream-opening.js';

/**
 * The source of the tRPC subscription `live.events`: a stream like GET /api/v1/events (same log,
 * audience, caps and buffer bound) whose frames a queue hands to the subscription as messages.
 */
export function trpcLiveSource(live: LiveEvents): LiveSource {
  return {
    open({ userId, sessionId, address, lastEventId, signal }) {
      const opening = openingOf(live, lastEventId, sessionId, address);
      if ('status' in opening) return opening;
      const queue = new FrameQueue();
      if (signal?.aborted) {
        queue.destroy();
        return queue.messages();
      }
      signal?.addEventListener('abort', () => queue.destroy(), { once: true });
      start(live, { response: queue, userId, sessionId, address, sentUpTo: 0 }, opening);
      return queue.messages();
    },
  };
}
