import { resetGalaxy, seedGalaxy } from '@orrery/api/game/operations';
import { closeDatabase, openDatabase, type Db } from '@orrery/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players.js';
import { isEvent, openStream, type SseStream } from './support/sse-client.js';
import { secondServer, startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen } from './support/transports.js';

// What no request commits: a new goal period, and a galaxy reset by another process (the CLI).
// Two servers sharing the change log both notice each; a stream hears it once.

const changeLog = { pollMs: 50 };
let now = new Date('2030-01-06T23:59:00Z'); // a Sunday: the next minute starts a day and a week
const clock = () => now;
let a: TestServer;
let b: FastifyInstance;
let bDb: Db;
let urls: string[];
const streams: SseStream[] = [];

beforeAll(async () => {
  a = await startTestServer({ clock, liveEvents: { changeLog, watchMs: 20 } });
  ({ app: b, db: bDb } = await secondServer(a, { clock, liveEvents: { changeLog, watchMs: 20 } }));
  urls = [await listen(a.app), await listen(b)];
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

describe('events no request commits', () => {
  it('announces a new day and week once, to signed-in players only', async () => {
    const player = await newPlayer(httpTransport(urls[0]!));
    const signedIn = await stream(1, { authorization: `Bearer ${player.token}` });
    const everyone = await stream(1);
    now = new Date('2030-01-07T00:00:01Z');
    const first = JSON.parse((await signedIn.next(isEvent('goal-reset'))).data!);
    const second = JSON.parse((await signedIn.next(isEvent('goal-reset'))).data!);
    // Each server logs what it notices first; which period comes first is a race.
    expect([first, second].sort((x, y) => x.period.localeCompare(y.period))).toEqual([
      { period: 'day', periodStart: '2030-01-07', endsAt: '2030-01-08T00:00:00.000Z' },
      { period: 'week', periodStart: '2030-01-07', endsAt: '2030-01-14T00:00:00.000Z' },
    ]);
    // Both servers noticed; the log kept the first of each.
    const logged = await a.db
      .selectFrom('live_events')
      .select('once_key')
      .where('kind', '=', 'goal-reset')
      .execute();
    expect(logged.map((r) => r.once_key).sort()).toEqual([
      'goal-reset:day:2030-01-07',
      'goal-reset:week:2030-01-07',
    ]);
    // A later discovery is the first event of the public stream: it heard no goal-reset.
    const send = httpTransport(urls[0]!);
    const offer = (
      await send({ url: '/api/v1/solar/collection/offer', token: player.token })
    ).json();
    await send({ method: 'POST', url: `/api/v1/solar/collect/${offer.id}`, token: player.token });
    await everyone.next(isEvent('discovery'));
    expect(everyone.events().map((f) => f.event)).toEqual(['discovery']);
    expect(signedIn.events().filter((f) => f.event === 'goal-reset')).toHaveLength(2);
  });

  it('tells everyone once when another process resets or seeds the galaxy', async () => {
    const onA = await stream(0);
    const onB = await stream(1);
    // As `orrery reset` and `orrery seed` would, on a connection of their own.
    const cli = openDatabase(a.target);
    try {
      now = new Date('2030-01-07T00:02:00Z');
      await resetGalaxy(cli, { all: false });
      await onB.next(isEvent('galaxy-reset'));
      now = new Date('2030-01-07T00:03:00Z');
      await seedGalaxy(cli, { seed: 'another', size: 50 }, now);
    } finally {
      await closeDatabase(cli);
    }
    for (const s of [onA, onB]) {
      await s.next((f) => f.event === 'galaxy-reset' && f.data!.includes('00:03:00'));
      // Both servers noticed each change; each stream heard each once. (The first test's discovery
      // may still reach a stream opened here, through the change log: it is not what this counts.)
      const resets = s.events().filter((f) => f.event === 'galaxy-reset');
      expect(resets.map((f) => JSON.parse(f.data!))).toEqual([
        { at: '2030-01-07T00:02:00.000Z' },
        { at: '2030-01-07T00:03:00.000Z' },
      ]);
    }
  });
});
