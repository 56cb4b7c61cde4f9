import { afterEach, describe, expect, it } from 'vitest';
import { LiveHub, HIDDEN_GRACE_MS, type Stream } from './live-hub.js';
import type { LiveEvent } from './live-events.js';
import type { SseMessage } from './sse-parser.js';
import type { LiveStatus } from './stream-runner.js';
import type { LockRequester } from './tab-leader.js';

/** Web Locks' exclusive mode, in memory: one holder per name, the others queued in order. */
class MemoryLocks implements LockRequester {
  #held = new Set<string>();
  #queue: { name: string; grant: () => void }[] = [];
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.#held.add(name);
        void callback({ name }).finally(() => {
          this.#held.delete(name);
          resolve(undefined);
          const next = this.#queue.findIndex((q) => q.name === name);
          if (next >= 0) this.#queue.splice(next, 1)[0]!.grant();
        });
      };
      if (!this.#held.has(name)) return grant();
      const entry = { name, grant };
      this.#queue.push(entry);
      options.signal?.addEventListener('abort', () => {
        this.#queue = this.#queue.filter((q) => q !== entry);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }
}

/** A stream the test drives: what it was opened with, and what it was told. */
class FakeStream implements Stream {
  status: LiveStatus = 'stopped';
  calls: string[] = [];
  constructor(
    readonly openedWith: string | null,
    readonly send: (message: SseMessage) => void,
    readonly report: (status: LiveStatus) => void,
  ) {}
  get lastId() {
    return null;
  }
  #to(status: LiveStatus, call: string) {
    this.calls.push(call);
    this.status = status;
    this.report(status);
  }
  resume() {
    if (this.status !== 'live') this.#to('live', 'resume');
  }
  restart() {
    this.#to('live', 'restart');
  }
  pause() {
    this.#to('paused', 'pause');
  }
  stop() {
    this.#to('stopped', 'stop');
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const discovery = (id: string, hash: string): SseMessage => ({
  id,
  event: 'discovery',
  data: JSON.stringify({
    hash,
    name: 'Vega',
    rarity: 'RARE',
    sector: 'Orion Inner',
    coordinates: { x: 0, y: 0, z: 0 },
    discoveredAt: '2026-12-02T10:00:00.000Z',
  }),
});

let hubs: LiveHub[] = [];
afterEach(() => {
  for (const hub of hubs) hub.close();
  hubs = [];
});

function browser(channelName: string) {
  const locks = new MemoryLocks();
  const streams: FakeStream[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const tab = (tabId: string, visible = true) => {
    const heard: LiveEvent[] = [];
    const state = { visible };
    const hub = new LiveHub({
      share: { channel: new BroadcastChannel(channelName), locks },
      tabId,
      visible: () => state.visible,
      openStream: (lastId, onMessage, onStatus) => {
        const stream = new FakeStream(lastId, onMessage, onStatus);
        streams.push(stream);
        return stream;
      },
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => timers.splice(0),
    });
    hub.subscribe((event) => heard.push(event));
    hubs.push(hub);
    return { hub, heard, state };
  };
  return { tab, streams, timers };
}

describe('LiveHub: one stream per browser', () => {
  it('gives the stream to the first tab and relays its events to the others', async () => {
    const b = browser('hub-relay');
    const first = b.tab('a');
    const second = b.tab('b');
    const third = b.tab('c');
    await settle();
    expect([first.hub.role, second.hub.role, third.hub.role]).toEqual([
      'leader',
      'follower',
      'follower',
    ]);
    expect(b.streams).toHaveLength(1);
    b.streams[0]!.send(discovery('k-1', 'h1'));
    await settle();
    for (const tab of [first, second, third])
      expect(tab.heard.map((e) => e.type === 'discovery' && e.hash)).toEqual(['h1']);
    expect(second.hub.status).toBe('live');
  });

  it('hands the stream to a follower when the leader closes, resuming from the last id', async () => {
    const b = browser('hub-takeover');
    const first = b.tab('a');
    const second = b.tab('b');
    await settle();
    b.streams[0]!.send(discovery('k-7', 'h7'));
    await settle();
    first.hub.close();
    await settle();
    expect(second.hub.role).toBe('leader');
    expect(b.streams).toHaveLength(2);
    expect(b.streams[1]!.openedWith).toBe('k-7');
    expect(b.streams[0]!.status).toBe('stopped');
  });

  it('pauses the stream once every tab has been hidden a while, and resumes when one shows', async () => {
    const b = browser('hub-hidden');
    const first = b.tab('a');
    const second = b.tab('b', false);
    await settle();
    first.state.visible = false;
    first.hub.setVisible(false);
    await settle();
    expect(b.timers.map((t) => t.ms)).toEqual([HIDDEN_GRACE_MS]);
    b.timers[0]!.run();
    expect(b.streams[0]!.status).toBe('paused');
    // A hidden leader still hears a follower show again, and resumes at once.
    second.state.visible = true;
    second.hub.setVisible(true);
    await settle();
    expect(b.streams[0]!.status).toBe('live');
    expect(b.streams[0]!.calls.slice(-2)).toEqual(['pause', 'resume']);
  });

  it('keeps the stream while any tab shows', async () => {
    const b = browser('hub-one-visible');
    const first = b.tab('a');
    b.tab('b');
    await settle();
    first.hub.setVisible(false);
    await settle();
    expect(b.timers).toEqual([]);
    expect(b.streams[0]!.status).toBe('live');
  });

  it('restarts the leader’s stream when a follower’s session changes', async () => {
    const b = browser('hub-session');
    b.tab('a');
    const second = b.tab('b');
    await settle();
    second.hub.sessionChanged();
    await settle();
    expect(b.streams[0]!.calls).toContain('restart');
    expect(b.streams).toHaveLength(1);
  });

  it('holds a stream of its own where tabs cannot share', () => {
    const streams: string[] = [];
    const hub = new LiveHub({
      share: null,
      tabId: 'solo',
      visible: () => true,
      openStream: (lastId, onMessage, onStatus) => {
        streams.push('opened');
        return new FakeStream(lastId, onMessage, onStatus);
      },
    });
    hubs.push(hub);
    expect(hub.role).toBe('solo');
    expect(streams).toEqual(['opened']);
    expect(hub.status).toBe('live');
  });
});
