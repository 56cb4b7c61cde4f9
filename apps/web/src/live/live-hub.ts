/**
 * One live stream per browser, shared by its tabs. The leader tab (tab-leader.ts) holds the
 * stream and relays every message over a BroadcastChannel; the other tabs follow. When the leader
 * closes, the next tab leads and resumes from the last id it saw. Where Web Locks or
 * BroadcastChannel are missing, each tab holds its own stream ("solo").
 *
 * Every tab says whether it is visible; once none has been for HIDDEN_GRACE_MS the stream pauses,
 * and a tab showing again resumes it at once from the last id (the server replays what it
 * missed, or sends `resync`).
 */
import { parseLiveEvent, type LiveEvent } from './live-events.js';
import type { SseMessage } from './sse-parser.js';
import type { LiveStatus } from './stream-runner.js';
import { standForLeader, type Candidacy, type LockRequester } from './tab-leader.js';

export const HIDDEN_GRACE_MS = 60_000;
const LOCK_NAME = 'orrery-live-leader';
export const CHANNEL_NAME = 'orrery-live';

export type LiveRole = 'leader' | 'follower' | 'solo';

/** What the hub needs of a stream (stream-runner.ts in the browser). */
export interface Stream {
  readonly status: LiveStatus;
  readonly lastId: string | null;
  resume(): void;
  restart(): void;
  pause(): void;
  stop(): void;
}

export interface HubEnvironment {
  /** null where BroadcastChannel or Web Locks are missing: one stream per tab */
  share: { channel: ChannelLike; locks: LockRequester } | null;
  openStream(
    lastId: string | null,
    onMessage: (message: SseMessage) => void,
    onStatus: (status: LiveStatus) => void,
  ): Stream;
  visible(): boolean;
  tabId: string;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

type Note =
  | { kind: 'message'; message: SseMessage }
  | { kind: 'status'; status: LiveStatus }
  | { kind: 'visible'; tab: string; visible: boolean }
  | { kind: 'bye'; tab: string }
  | { kind: 'roll-call' }
  | { kind: 'session' };

export class LiveHub {
  #env: HubEnvironment;
  #role: LiveRole;
  #stream: Stream | null = null;
  #candidacy: Candidacy | null = null;
  #status: LiveStatus = 'connecting';
  #lastId: string | null = null;
  #visibleTabs = new Set<string>();
  #pauseTimer: unknown = null;
  #listeners = new Set<(event: LiveEvent) => void>();
  #statusListeners = new Set<() => void>();
  #closed = false;

  constructor(env: HubEnvironment) {
    this.#env = env;
    this.#role = env.share ? 'follower' : 'solo';
    if (env.visible()) this.#visibleTabs.add(env.tabId);
    if (!env.share) {
      this.#lead();
      return;
    }
    env.share.channel.addEventListener('message', this.#onNote);
    this.#post({ kind: 'visible', tab: env.tabId, visible: env.visible() });
    this.#candidacy = standForLeader(env.share.locks, LOCK_NAME, () => {
      if (this.#closed) return;
      this.#role = 'leader';
      this.#lead();
      this.#notifyStatus();
      this.#post({ kind: 'roll-call' });
    });
  }

  get role(): LiveRole {
    return this.#role;
  }

  get status(): LiveStatus {
    return this.#status;
  }

  /** Hears every event this tab receives, led or relayed. */
  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Hears changes of role or status. */
  subscribeStatus(listener: () => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  /** This tab was shown or hidden. */
  setVisible(visible: boolean): void {
    this.#noteVisible(this.#env.tabId, visible);
    this.#post({ kind: 'visible', tab: this.#env.tabId, visible });
  }

  /** The session changed (sign-in, sign-out): the stream reconnects with the new one. */
  sessionChanged(): void {
    if (this.#stream) this.#stream.restart();
    else this.#post({ kind: 'session' });
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#post({ kind: 'bye', tab: this.#env.tabId });
    this.#clearPauseTimer();
    this.#stream?.stop();
    this.#stream = null;
    this.#candidacy?.withdraw();
    this.#env.share?.channel.removeEventListener('message', this.#onNote);
    this.#env.share?.channel.close();
  }

  #lead(): void {
    this.#stream = this.#env.openStream(
      this.#lastId,
      (message) => {
        this.#post({ kind: 'message', message });
        this.#receive(message);
      },
      (status) => {
        this.#post({ kind: 'status', status });
        this.#setStatus(status);
      },
    );
    // Opened even in a tab that starts hidden; the pause follows once all have been hidden a while.
    this.#stream.resume();
    this.#applyVisibility();
  }

  #post(note: Note): void {
    this.#env.share?.channel.postMessage(note);
  }

  #onNote = (event: MessageEvent): void => {
    const note = event.data as Note;
    switch (note.kind) {
      case 'message':
        if (!this.#stream) this.#receive(note.message);
        break;
      case 'status':
        if (!this.#stream) this.#setStatus(note.status);
        break;
      case 'visible':
        this.#noteVisible(note.tab, note.visible);
        // A tab that just opened learns how the stream is.
        if (this.#stream) this.#post({ kind: 'status', status: this.#status });
        break;
      case 'bye':
        this.#noteVisible(note.tab, false);
        break;
      case 'roll-call':
        this.#post({ kind: 'visible', tab: this.#env.tabId, visible: this.#env.visible() });
        break;
      case 'session':
        this.#stream?.restart();
        break;
    }
  };

  #receive(message: SseMessage): void {
    if (message.id !== null) this.#lastId = message.id;
    const event = parseLiveEvent(message.event, message.data);
    if (!event) return;
    for (const listener of this.#listeners) listener(event);
  }

  #setStatus(status: LiveStatus): void {
    this.#status = status;
    this.#notifyStatus();
  }

  #notifyStatus(): void {
    for (const listener of this.#statusListeners) listener();
  }

  #noteVisible(tab: string, visible: boolean): void {
    if (visible) this.#visibleTabs.add(tab);
    else this.#visibleTabs.delete(tab);
    this.#applyVisibility();
  }

  /** The leader keeps the stream while a tab shows, and pauses it after all have been hidden a while. */
  #applyVisibility(): void {
    const stream = this.#stream;
    if (!stream) return;
    if (this.#visibleTabs.size > 0) {
      this.#clearPauseTimer();
      stream.resume();
      return;
    }
    if (this.#pauseTimer !== null || stream.status === 'paused') return;
    const { setTimer = (run, ms) => setTimeout(run, ms) } = this.#env;
    this.#pauseTimer = setTimer(() => {
      this.#pauseTimer = null;
      if (this.#visibleTabs.size === 0) stream.pause();
    }, HIDDEN_GRACE_MS);
  }

  #clearPauseTimer(): void {
    if (this.#pauseTimer === null) return;
    const { clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) } =
      this.#env;
    clearTimer(this.#pauseTimer);
    this.#pauseTimer = null;
  }
}
