import { randomUUID } from 'node:crypto';
import type { GameEvent } from '@orrery/domain/events';
import { redisFeed } from '../src/live/event-feed.js';
import { closeDatabase, type Db } from '@orrery/db';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players.js';
import { isEvent, openStream, type SseStream } from './support/sse-client.js';
import { secondServer, startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen } from './support/transports.js';

// Two servers on one database and one real Redis: a discovery made through server A reaches a
// stream open on server B, with the same id on both, so a client resumes on either.

const redisUrl = process.env.ORRERY_TEST_REDIS_URL || undefined;

describe.skipIf(!redisUrl)(
  `live events across servers (${redisUrl ? 'Redis' : `skipped: ${process.env.ORRERY_TEST_NO_REDIS ?? 'ORRERY_TEST_REDIS_URL is not set'}`})`,
  () => {
    const namespace = `live-events-test:${randomUUID()}:`;
    let a: TestServer;
    let b: FastifyInstance;
    let bDb: Db;
    let urls: string[];
    const clients: Redis[] = [];
    const streams: SseStream[] = [];

    beforeAll(async () => {
      const redis = () => {
        const client = new Redis(redisUrl!);
        clients.push(client);
        return client;
      };
      a = await startTestServer({ liveEvents: { redis: redis(), namespace } });
      // Server B: its own connection to the same database, as another process would have.
      ({ app: b, db: bDb } = await secondServer(a, { liveEvents: { redis: redis(), namespace } }));
      urls = [await listen(a.app), await listen(b)];
    });
    afterAll(async () => {
      for (const s of streams) s.close();
      await b?.close();
      await closeDatabase(bDb);
      await a?.close();
      await clients[0]?.del(`${namespace}events:seq`, `${namespace}events:log`);
      for (const client of clients) client.disconnect();
    });

    it('delivers a discovery made on A to a stream on B, under the same id', async () => {
      const onA = await openStream(urls[0]!);
      const onB = await openStream(urls[1]!);
      streams.push(onA, onB);
      const send = httpTransport(urls[0]!);
      const player = await newPlayer(send);
      const offer = (
        await send({ url: '/api/v1/solar/collection/offer', token: player.token })
      ).json();
      await send({ method: 'POST', url: `/api/v1/solar/collect/${offer.id}`, token: player.token });
      const [fromA, fromB] = [
        await onA.next(isEvent('discovery')),
        await onB.next(isEvent('discovery')),
      ];
      expect(fromB.id).toBe(fromA.id);
      expect(JSON.parse(fromB.data!)).toMatchObject({ society: player.username });
    });

    it('resumes on B from an id seen on A, losing nothing', async () => {
      const onA = await openStream(urls[0]!);
      streams.push(onA);
      const send = httpTransport(urls[0]!);
      const collect = async () => {
        const player = await newPlayer(send);
        const offer = (
          await send({ url: '/api/v1/solar/collection/offer', token: player.token })
        ).json();
        const done = await send({
          method: 'POST',
          url: `/api/v1/solar/collect/${offer.id}`,
          token: player.token,
        });
        return done.json().system.hash as string;
      };
      await collect();
      const seen = await onA.next(isEvent('discovery'));
      onA.close();
      const missed = [await collect(), await collect()];
      const onB = await openStream(urls[1]!, '/api/v1/events', { 'last-event-id': seen.id! });
      streams.push(onB);
      const replayed = [await onB.next(isEvent('discovery')), await onB.next(isEvent('discovery'))];
      expect(replayed.map((f) => JSON.parse(f.data!).hash)).toEqual(missed);
      expect(onB.events().some((f) => f.event === 'resync')).toBe(false);
    });
  },
);

describe.skipIf(!redisUrl)('events every server notices, through Redis', () => {
  it('are published once under one key, whichever servers publish them', async () => {
    const namespace = `live-once-test:${randomUUID()}:`;
    const clients: Redis[] = [];
    const connect = () => {
      const client = new Redis(redisUrl!);
      clients.push(client);
      return client;
    };
    const feeds = [
      redisFeed(connect(), connect(), namespace),
      redisFeed(connect(), connect(), namespace),
    ];
    const heard: string[][] = [[], []];
    let markers = 0;
    let allMarkers: () => void = () => {};
    const marked = new Promise<void>((resolve) => (allMarkers = resolve));
    await Promise.all(
      feeds.map((feed, i) =>
        feed.start((_seq, event) => {
          heard[i]!.push(event.type);
          if (event.type === 'galaxy-reset' && ++markers === 4) allMarkers();
        }),
      ),
    );
    const periodStart = '2030-01-07';
    const reset: GameEvent = {
      type: 'goal-reset',
      data: { period: 'day', periodStart, endsAt: '2030-01-08T00:00:00.000Z' },
      audience: { kind: 'players' },
    };
    const marker: GameEvent = {
      type: 'galaxy-reset',
      data: { at: periodStart },
      audience: { kind: 'public' },
    };
    // One connection runs its commands in order: each marker follows its feed's try.
    for (const feed of feeds) {
      feed.publishOnce(reset, `goal-reset:day:${periodStart}`);
      feed.publish([marker]);
    }
    await marked;
    for (const types of heard) expect(types.filter((t) => t === 'goal-reset')).toHaveLength(1);
    for (const feed of feeds) await feed.close();
    await clients[0]!.del(
      `${namespace}events:seq`,
      `${namespace}events:log`,
      `${namespace}events:once:goal-reset:day:${periodStart}`,
    );
    for (const client of clients) client.disconnect();
  });
});
