import type { GameEvent } from '@orrery/domain/events';
import type { Redis } from 'ioredis';

/** Hands a numbered event to this server's log and streams. */
export type Deliver = (seq: number, event: GameEvent) => void;

/**
 * Where events come from and go: this process alone, or every server through Redis. A feed
 * numbers events, so that an id means the same event on every server that shares the feed.
 */
export interface EventFeed {
  /** The log's name, and how far ahead of this server another may be (RecentLog). */
  start(deliver: Deliver): Promise<{ log: string; aheadAllowed: number }>;
  publish(events: readonly GameEvent[]): void;
  /**
   * Publishes an event every server may notice (a new goal period, a reset galaxy) once, however
   * many servers publish it under the same key.
   */
  publishOnce(event: GameEvent, key: string): void;
  close(): Promise<void>;
}

export const newLogName = () =>
  Date.now().toString(36) +
  Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0');

/** One server: events are numbered and delivered in this process, in commit order. */
export function localFeed(): EventFeed {
  let deliver: Deliver = () => {};
  let seq = 0;
  return {
    start: (to) => {
      deliver = to;
      return Promise.resolve({ log: newLogName(), aheadAllowed: 0 });
    },
    publish: (events) => {
      for (const event of events) deliver(++seq, event);
    },
    // One server: nothing else publishes it.
    publishOnce: (event) => deliver(++seq, event),
    close: () => Promise.resolve(),
  };
}

// Numbers and publishes in one step: Redis runs a script alone, so the channel carries events in
// the order of their numbers whichever server published them. With a once key (ARGV[2]) an event
// already published under it (kept a day) is dropped.
const PUBLISH_NUMBERED = `
if ARGV[2] and not redis.call('SET', KEYS[3] .. ARGV[2], '1', 'NX', 'EX', 86400) then return 0 end
local seq = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', KEYS[2], seq .. ' ' .. ARGV[1])
return seq`;

/**
 * Every server behind one Redis: each publishes its committed events to a channel, numbered by a
 * shared counter, and delivers what the channel carries (its own events included), so an id
 * resumes on any server. `subscriber` is a connection of its own: a subscribed connection may run
 * no other command. Events published while Redis is unreachable are lost; clients carry on.
 */
export function redisFeed(redis: Redis, subscriber: Redis, namespace = 'orrery:'): EventFeed {
  const seqKey = `${namespace}events:seq`;
  const logKey = `${namespace}events:log`;
  const channel = `${namespace}events`;
  const oncePrefix = `${namespace}events:once:`;
  const send = (event: GameEvent, ...once: string[]) =>
    redis
      .eval(PUBLISH_NUMBERED, 3, seqKey, channel, oncePrefix, JSON.stringify(event), ...once)
      .catch(() => {});
  return {
    async start(deliver) {
      subscriber.on('message', (from: string, message: string) => {
        if (from !== channel) return;
        const space = message.indexOf(' ');
        deliver(Number(message.slice(0, space)), JSON.parse(message.slice(space + 1)) as GameEvent);
      });
      await subscriber.subscribe(channel);
      // The log is named once per counter: a Redis that lost its keys starts a new log.
      await redis.set(logKey, newLogName(), 'NX');
      const log = (await redis.get(logKey))!;
      return { log, aheadAllowed: 10_000 };
    },
    publish(events) {
      for (const event of events) void send(event);
    },
    publishOnce(event, key) {
      void send(event, key);
    },
    async close() {
      await subscriber.quit().catch(() => {});
    },
  };
}
