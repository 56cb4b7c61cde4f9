import {
  HEARTBEAT_MS,
  SHUTDOWN_RETRY_BASE_MS,
  SHUTDOWN_RETRY_JITTER_MS,
  type EventAudience,
} from '@orrery/domain/events';
import type { LoggedEvent } from './recent-log.js';
import { forEachSliced } from './sliced.js';
import { HEARTBEAT_FRAME, jittered, retryFrame } from './sse-frames.js';

/** The bounds of the live streams (docs/operations.md "Live events"). */
export interface StreamLimits {
  /** Open streams one session may hold; the next is refused 429. */
  perSession: number;
  /** Open streams one client address may hold, signed in or not. */
  perAddress: number;
  /** Bytes a stream may have unsent before it is closed as a reader that stopped reading. */
  bufferBytes: number;
  heartbeatMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perSession: 4,
  perAddress: 32,
  bufferBytes: 256 * 1024,
  heartbeatMs: HEARTBEAT_MS,
};

/**
 * Where a stream's frames go: an HTTP response (GET /api/v1/events) or a tRPC subscription's
 * queue (trpc-source.ts), alike in what the streams use of them.
 */
export interface StreamSink {
  write(chunk: string | Buffer): unknown;
  end(chunk: string): unknown;
  destroy(): unknown;
  /** Bytes written and not yet taken by the client. */
  readonly writableLength: number;
  readonly destroyed: boolean;
  readonly writableEnded: boolean;
  once(event: 'close', listener: () => void): unknown;
}

/** One open stream: whom it is for, and the last sequence number it was sent. */
export interface OpenStream {
  response: StreamSink;
  userId: number | null;
  sessionId: string | null;
  address: string;
  /** Events up to this sequence number are not sent again (the client has them). */
  sentUpTo: number;
}

const hears = (audience: EventAudience, stream: OpenStream) =>
  audience.kind === 'public' ||
  (stream.userId !== null && (audience.kind === 'players' || audience.userId === stream.userId));

/**
 * This server's open streams. A broadcast writes one shared frame to each stream the event is for;
 * a stream whose unsent bytes pass the bound is closed, so one stalled reader costs bounded memory
 * and never holds the others back. Work over every stream (broadcasts, heartbeats, closing) runs
 * in slices that yield to the event loop, so ten thousand streams never stall requests.
 */
export class EventStreams {
  readonly #streams = new Set<OpenStream>();
  readonly #perSession = new Map<string, number>();
  readonly #perAddress = new Map<string, number>();
  readonly #heartbeat: NodeJS.Timeout;
  #closing: Promise<void> | null = null;
  /** Events waiting for the pass under way to finish; they go out in sequence order. */
  #pending: LoggedEvent[] = [];
  #delivering: Promise<void> | null = null;
  /** Streams closed for not reading, for the logs and tests. */
  dropped = 0;

  constructor(readonly limits: StreamLimits) {
    this.#heartbeat = setInterval(() => this.#beat(), limits.heartbeatMs);
    this.#heartbeat.unref();
  }

  get size(): number {
    return this.#streams.size;
  }

  /** Why a new stream for this caller would be refused, or null when it may open. */
  refusal(sessionId: string | null, address: string): string | null {
    if (this.#closing !== null) return 'The server is shutting down; reconnect shortly';
    if (sessionId !== null && (this.#perSession.get(sessionId) ?? 0) >= this.limits.perSession) {
      return 'Too many event streams for this session; share one stream between tabs';
    }
    if ((this.#perAddress.get(address) ?? 0) >= this.limits.perAddress) {
      return 'Too many event streams from this address';
    }
    return null;
  }

  add(stream: OpenStream): void {
    this.#streams.add(stream);
    bump(this.#perAddress, stream.address, 1);
    if (stream.sessionId !== null) bump(this.#perSession, stream.sessionId, 1);
    stream.response.once('close', () => this.#remove(stream));
  }

  /**
   * Sends one event to every stream it is for, in slices. Events that arrive meanwhile wait for
   * the pass under way, so each stream gets its events in sequence order.
   */
  broadcast(event: LoggedEvent): void {
    this.#pending.push(event);
    this.#delivering ??= this.#deliverPending();
  }

  /** Resolves once every event broadcast so far has been written to every stream. */
  delivered(): Promise<void> {
    return this.#delivering ?? Promise.resolve();
  }

  async #deliverPending(): Promise<void> {
    while (this.#pending.length > 0 && this.#closing === null) {
      const events = this.#pending.splice(0);
      // A stream opened during the pass starts at the log's head: it has these events already.
      await forEachSliced([...this.#streams], (stream) => {
        for (const event of events) this.send(stream, event);
      });
    }
    this.#pending = [];
    this.#delivering = null;
  }

  /** Sends an event to one stream (a replay), unless it has it already. */
  send(stream: OpenStream, event: LoggedEvent): void {
    if (event.seq <= stream.sentUpTo || !hears(event.audience, stream)) return;
    stream.sentUpTo = event.seq;
    this.write(stream, event.frame);
  }

  /** Writes a frame, closing the stream when its client has stopped taking what it is sent. */
  write(stream: OpenStream, frame: string | Buffer): void {
    const { response } = stream;
    if (response.destroyed || response.writableEnded) return;
    response.write(frame);
    if (response.writableLength > this.limits.bufferBytes) {
      this.dropped += 1;
      response.destroy();
    }
  }

  /**
   * Ends every stream with a longer, spread-out `retry:` (graceful shutdown), in slices; refuses
   * new ones from the first call. Resolves once every stream has been ended.
   */
  closeAll(): Promise<void> {
    if (this.#closing === null) {
      clearInterval(this.#heartbeat);
      this.#closing = forEachSliced([...this.#streams], (stream) => {
        stream.response.end(retryFrame(jittered(SHUTDOWN_RETRY_BASE_MS, SHUTDOWN_RETRY_JITTER_MS)));
      });
    }
    return this.#closing;
  }

  #beat(): void {
    void forEachSliced([...this.#streams], (stream) => this.write(stream, HEARTBEAT_FRAME));
  }

  #remove(stream: OpenStream): void {
    if (!this.#streams.delete(stream)) return;
    bump(this.#perAddress, stream.address, -1);
    if (stream.sessionId !== null) bump(this.#perSession, stream.sessionId, -1);
  }
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
