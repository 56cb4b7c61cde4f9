/**
 * Reads the text/event-stream framing (the HTML standard's "event stream interpretation") from
 * chunks as they arrive: a chunk may end anywhere, inside a line or between the two newlines
 * that close an event. The stream is read with fetch rather than EventSource so that the client
 * sends its bearer token and chooses when and how soon to reconnect.
 */
export interface SseMessage {
  /** the `event:` field, `message` when absent */
  event: string;
  data: string;
  /** the last `id:` seen so far in the stream (ids carry over to later events) */
  id: string | null;
}

export class SseParser {
  #buffer = '';
  #event = '';
  #data: string[] = [];
  #hasData = false;
  #lastId: string | null = null;
  /** the latest `retry:` advice in milliseconds, or null */
  retryMs: number | null = null;

  /** Feeds decoded text; returns the events it completed. */
  feed(text: string): SseMessage[] {
    this.#buffer += text;
    const done: SseMessage[] = [];
    for (;;) {
      const end = this.#buffer.search(/\r\n|\r|\n/);
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (end < 0 || (this.#buffer[end] === '\r' && end === this.#buffer.length - 1)) break;
      const line = this.#buffer.slice(0, end);
      const newline = this.#buffer.startsWith('\r\n', end) ? 2 : 1;
      this.#buffer = this.#buffer.slice(end + newline);
      const message = this.#line(line);
      if (message) done.push(message);
    }
    return done;
  }

  #line(line: string): SseMessage | null {
    if (line === '') return this.#dispatch();
    if (line.startsWith(':')) return null; // a comment: the heartbeat
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.#event = value;
        break;
      case 'data':
        this.#data.push(value);
        this.#hasData = true;
        break;
      case 'id':
        if (!value.includes('\0')) this.#lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retryMs = Number(value);
        break;
    }
    return null;
  }

  #dispatch(): SseMessage | null {
    const message: SseMessage | null = this.#hasData
      ? { event: this.#event || 'message', data: this.#data.join('\n'), id: this.#lastId }
      : null;
    this.#event = '';
    this.#data = [];
    this.#hasData = false;
    return message;
  }

  /** The id to resume from (`Last-Event-ID`). */
  get lastId(): string | null {
    return this.#lastId;
  }
}
