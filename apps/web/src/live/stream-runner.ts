/**
 * Keeps one event stream open: connects with fetch (bearer token, `Last-Event-ID`), hands every
 * message on, and after a drop waits a jittered, growing delay (backoff.ts) before resuming from
 * the last id. It can be paused (every tab hidden) and resumed at once (a tab shows again).
 */
import { reconnectDelay } from './backoff.js';
import { SseParser, type SseMessage } from './sse-parser.js';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'paused' | 'stopped';

/** A connection up this long counts as healthy: the next drop starts the backoff afresh. */
const HEALTHY_MS = 30_000;

export interface StreamRunnerOptions {
  url: string;
  /** the session's bearer token, read at each connect (a sign-in or out restarts the stream) */
  token: () => string | null;
  onMessage: (message: SseMessage) => void;
  onStatus: (status: LiveStatus) => void;
  lastId?: string | null;
  fetch?: typeof fetch;
  random?: () => number;
  now?: () => number;
}

export class StreamRunner {
  #options: StreamRunnerOptions;
  #lastId: string | null;
  #retryMs: number | null = null;
  #attempt = 0;
  #abort: AbortController | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #status: LiveStatus = 'stopped';
  /** the token refused with 401: the next connects go without it (the public stream) */
  #refusedToken: string | null = null;

  constructor(options: StreamRunnerOptions) {
    this.#options = options;
    this.#lastId = options.lastId ?? null;
  }

  get status(): LiveStatus {
    return this.#status;
  }

  get lastId(): string | null {
    return this.#lastId;
  }

  /** Connects now unless a connection is open or about to be (a pause or a wait ends). */
  resume(): void {
    if (this.#status === 'live' || this.#status === 'connecting') return;
    this.#connectNow();
  }

  /** Drops the connection and connects again at once, e.g. with another session. */
  restart(): void {
    this.#attempt = 0;
    this.#connectNow();
  }

  /** Closes the connection and waits for resume(). */
  pause(): void {
    this.#halt();
    this.#setStatus('paused');
  }

  stop(): void {
    this.#halt();
    this.#setStatus('stopped');
  }

  #halt(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    const abort = this.#abort;
    this.#abort = null;
    abort?.abort();
  }

  #setStatus(status: LiveStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#options.onStatus(status);
  }

  #connectNow(): void {
    this.#halt();
    const controller = new AbortController();
    this.#abort = controller;
    this.#setStatus('connecting');
    void this.#run(controller).then(
      () => this.#dropped(controller),
      () => this.#dropped(controller),
    );
  }

  async #run(controller: AbortController): Promise<void> {
    const { fetch: get = fetch, now = () => performance.now() } = this.#options;
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = this.#options.token();
    if (token && token !== this.#refusedToken) headers.Authorization = `Bearer ${token}`;
    if (this.#lastId !== null) headers['Last-Event-ID'] = this.#lastId;
    const response = await get(this.#options.url, {
      headers,
      signal: controller.signal,
      cache: 'no-store',
    });
    if (response.status === 401 && headers.Authorization) this.#refusedToken = token;
    // An id the server cannot resume from: start afresh (the server sends `resync` if needed).
    if (response.status === 400) this.#lastId = null;
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return;
    }
    const opened = now();
    this.#setStatus('live');
    const parser = new SseParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || controller.signal.aborted) break;
        for (const message of parser.feed(value)) {
          if (message.id !== null) this.#lastId = message.id;
          this.#options.onMessage(message);
        }
        if (parser.retryMs !== null) this.#retryMs = parser.retryMs;
        if (now() - opened >= HEALTHY_MS) this.#attempt = 0;
      }
    } finally {
      reader.releaseLock();
    }
  }

  /** After a connection ends: unless it was ended on purpose, wait and connect again. */
  #dropped(controller: AbortController): void {
    if (this.#abort !== controller) return;
    this.#abort = null;
    const random = this.#options.random ?? Math.random;
    const delay = reconnectDelay(this.#attempt, random(), this.#retryMs);
    this.#attempt++;
    this.#setStatus('reconnecting');
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#connectNow();
    }, delay);
  }
}
