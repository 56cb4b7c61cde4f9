import type { LiveMessage } from '@orrery/api';
import type { StreamEventType } from '@orrery/domain/events';
import type { StreamSink } from './event-streams.js';

/** The event a frame carries, or null for a `retry:` advice or a heartbeat comment. */
function messageOf(frame: string): LiveMessage | null {
  let id: string | undefined;
  let type: string | undefined;
  let data: string | undefined;
  for (const line of frame.split('\n')) {
    if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) type = line.slice(7);
    else if (line.startsWith('data: ')) data = line.slice(6);
  }
  if (type === undefined || data === undefined) return null;
  return {
    ...(id === undefined ? {} : { id }),
    type: type as StreamEventType,
    data: JSON.parse(data),
  };
}

/**
 * A stream's frames held for a reader that takes them as messages (a tRPC subscription): the
 * streams write to it as to an HTTP response, and what is not yet taken counts against the same
 * buffer bound. Ending it lets the reader finish what is queued; destroying it drops the rest.
 */
export class FrameQueue implements StreamSink {
  #frames: string[] = [];
  #wake: (() => void) | null = null;
  #closeListeners: (() => void)[] = [];
  #closed = false;
  writableLength = 0;
  destroyed = false;
  writableEnded = false;

  write(chunk: string | Buffer): void {
    if (this.destroyed || this.writableEnded) return;
    const frame = chunk.toString();
    this.#frames.push(frame);
    this.writableLength += frame.length;
    this.#wakeReader();
  }

  end(chunk: string): void {
    this.write(chunk);
    this.writableEnded = true;
    this.#wakeReader();
  }

  destroy(): void {
    this.destroyed = true;
    this.#frames = [];
    this.writableLength = 0;
    this.#wakeReader();
    this.#close();
  }

  once(_event: 'close', listener: () => void): void {
    this.#closeListeners.push(listener);
  }

  /** The queued events in order, until the queue is ended or destroyed. */
  async *messages(): AsyncGenerator<LiveMessage> {
    try {
      while (!this.destroyed) {
        const frame = this.#frames.shift();
        if (frame === undefined) {
          if (this.writableEnded) return;
          await new Promise<void>((resolve) => (this.#wake = resolve));
          continue;
        }
        this.writableLength -= frame.length;
        const message = messageOf(frame);
        if (message) yield message;
      }
    } finally {
      this.#close();
    }
  }

  #wakeReader(): void {
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }

  #close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const listener of this.#closeListeners.splice(0)) listener();
  }
}
