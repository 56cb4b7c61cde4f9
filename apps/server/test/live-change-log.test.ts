import { onGameEvent } from '@orrery/api';
import { closeDatabase, type Db } from '@orrery/db';
import { latestLiveEventId } from '@orrery/db/live';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { isEvent, openStream, type SseStream } from './support/sse-client.js';
import { secondServer, startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type Send } from './support/transports.js';

// Two servers on one database without Redis share their events through the `live_events` change
// log (PostgreSQL's fan-out; turned on here on SQLite too, two connections to one file): a
// discovery made through A reaches a stream on B under the same id, a client resumes on either,
// and a rolled-back collect is never logged.

const KEEP = 12;
const changeLog = { pollMs: 100, keep: KEEP, pruneEveryPolls: 1 };
let a: TestServer;
let b: FastifyInstance;
let bDb: Db;
let urls: string[];
let send: Send;
const streams: SseStream[] = [];

beforeAll(async () => {
  a = await startTestServer({ liveEvents: { changeLog } });
  ({ app: b, db: bDb } = await secondServer(a, { liveEvents: { changeLog } }));
  urls = [await listen(a.app), await listen(b)];
  send = httpTransport(urls[0]!);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await b?.close();
  await closeDatabase(bDb);
  await a?.close();
});

async function stream(on: number, headers: Record<string, string> = {}) {
  const s = await openStream(urls[on]!, '/api/v1/events', headers);
  streams.push(s);
  return s;
}

/** `player` (a new one unless given) collects through A; answers the collect's status and hash. */
async function collect(given?: Player): Promise<{ status: number; hash?: string }> {
  const player = given ?? (await newPlayer(send));
  const offer = (await send({ url: '/api/v1/solar/collection/offer', token: player.token })).json();
  const done = await send({
    method: 'POST',
    url: `/api/v1/solar/collect/${offer.id}`,
    token: player.token,
  });
  return { status: done.status, hash: done.json().system?.hash };
}

describe('live events through the change log, without Redis', () => {
  it('delivers a discovery made through A to a stream on B, under the same id', async () => {
    const onA = await stream(0);
    const onB = await stream(1);
    const { hash } = await collect();
    const [fromA, fromB] = [
      await onA.next(isEvent('discovery')),
      await onB.next(isEvent('discovery')),
    ];
    expect(fromB.id).toBe(fromA.id);
    expect(JSON.parse(fromB.data!).hash).toBe(hash);
  });

  it('resumes on B from an id seen on A, losing nothing', async () => {
    const onA = await stream(0);
    await collect();
    const seen = await onA.next(isEvent('discovery'));
    onA.close();
    const missed = [(await collect()).hash, (await collect()).hash];
    const onB = await stream(1, { 'last-event-id': seen.id! });
    const replayed = [await onB.next(isEvent('discovery')), await onB.next(isEvent('discovery'))];
    expect(replayed.map((f) => JSON.parse(f.data!).hash)).toEqual(missed);
    expect(onB.events().some((f) => f.event === 'resync')).toBe(false);
  });

  it('logs nothing of a collect that rolled back', async () => {
    const onB = await stream(1);
    const before = await latestLiveEventId(a.db);
    const stop = onGameEvent('discovery', () => Promise.reject(new Error('fault after the emit')));
    const failed = await collect().finally(stop);
    expect(failed.status).toBe(500);
    expect(await latestLiveEventId(a.db)).toBe(before);
    // The next discovery B hears is the next collect's: nothing of the failed one came first.
    const { hash } = await collect();
    expect(JSON.parse((await onB.next(isEvent('discovery'))).data!).hash).toBe(hash);
  });

  it('keeps the table to a bounded window', async () => {
    for (let i = 0; i < 6; i += 1) await collect();
    const onA = await stream(0);
    await collect();
    await onA.next(isEvent('discovery'));
    // Each server prunes after each of its polls.
    await vi.waitFor(async () => {
      const rows = await a.db.selectFrom('live_events').select('id').execute();
      expect(rows.length).toBeLessThanOrEqual(KEEP);
    });
    const newest = await latestLiveEventId(a.db);
    const ids = (await a.db.selectFrom('live_events').select('id').execute()).map((r) => r.id);
    expect(ids).toContain(newest);
  });
});
