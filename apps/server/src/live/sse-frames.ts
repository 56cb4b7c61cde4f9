import { formatEventId, type StreamEventType } from '@orrery/domain/events';

// The bytes of the stream (docs/api.md "Live events"): each event one frame, encoded once and
// shared by every stream that sends it.

export const eventFrame = (log: string, seq: number, type: StreamEventType, data: unknown) =>
  Buffer.from(
    `id: ${formatEventId({ log, seq })}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`,
  );

/** A frame without an id: the client's last id stays the one it had. */
export const unnumberedFrame = (type: StreamEventType, data: unknown) =>
  `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

export const retryFrame = (ms: number) => `retry: ${Math.round(ms)}\n\n`;
export const HEARTBEAT_FRAME = Buffer.from(': heartbeat\n\n');

/** A reconnection delay spread over [base, base + jitter), so that dropped clients come back apart. */
export const jittered = (base: number, jitter: number) => base + Math.random() * jitter;
