import { setProfilePrivate } from '@orrery/db/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { isEvent, openStream, type SseStream } from './support/sse-client.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type Send } from './support/transports.js';

// GET /api/v1/events over real HTTP on one server (SQLite or PostgreSQL, as the project runs):
// what each stream hears, resuming by Last-Event-ID, and the refusals.

const LOG_CAPACITY = 8;
let server: TestServer;
let baseUrl: string;
let send: Send;
const open: SseStream[] = [];

beforeAll(async () => {
  server = await startTestServer({
    liveEvents: { logCapacity: LOG_CAPACITY, limits: { perSession: 2, perAddress: 6 } },
  });
  baseUrl = await listen(server.app);
  send = httpTransport(baseUrl);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await server.close();
});

async function stream(headers: Record<string, string> = {}, body?: string) {
  const s = await openStream(baseUrl, '/api/v1/events', headers, body);
  open.push(s);
  return s;
}

const bearer = (player: Player) => ({ authorization: `Bearer ${player.token}` });

/** A new player collects their offer; answers the player and the collected hash. */
async function collectByNewPlayer(): Promise<{ player: Player; hash: string }> {
  const player = await newPlayer(send);
  const offer = (await send({ url: '/api/v1/solar/collection/offer', token: player.token })).json();
  const collected = await send({
    method: 'POST',
    url: `/api/v1/solar/collect/${offer.id}`,
    token: player.token,
  });
  expect(collected.status).toBe(200);
  return { player, hash: collected.json().system.hash };
}

const closeAll = () => {
  for (const s of open.splice(0)) s.close();
};

describe('GET /api/v1/events', () => {
  it('opens with a retry advice and sends a discovery to a public stream', async () => {
    const watcher = await stream();
    expect(watcher.status).toBe(200);
    expect(watcher.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const retry = await watcher.next((f) => f.retry !== undefined);
    expect(retry.retry).toBeGreaterThanOrEqual(2000);
    expect(retry.retry).toBeLessThan(5000);
    const { player, hash } = await collectByNewPlayer();
    const discovery = await watcher.next(isEvent('discovery'));
    expect(discovery.id).toMatch(/^[0-9a-z]+-[1-9][0-9]*$/);
    expect(JSON.parse(discovery.data!)).toMatchObject({ hash, society: player.username });
    // A public stream hears nothing private: no cooldown, no achievement.
    expect(watcher.events().map((f) => f.event)).toEqual(['discovery']);
    closeAll();
  });

  it("adds the player's own events with a session, and only theirs", async () => {
    const owner = await newPlayer(send);
    const other = await newPlayer(send);
    const mine = await stream(bearer(owner));
    const theirs = await stream(bearer(other));
    const offer = (
      await send({ url: '/api/v1/solar/collection/offer', token: owner.token })
    ).json();
    await send({ method: 'POST', url: `/api/v1/solar/collect/${offer.id}`, token: owner.token });
    const achievement = await mine.next(isEvent('achievement'));
    expect(JSON.parse(achievement.data!).achievements.length).toBeGreaterThan(0);
    expect(mine.events().map((f) => f.event)).toEqual(['discovery', 'cooldown', 'achievement']);
    await theirs.next(isEvent('discovery'));
    // The owner's three events were delivered in one step: the other stream has all it will get.
    await new Promise((r) => setTimeout(r, 100));
    expect(theirs.events().map((f) => f.event)).toEqual(['discovery']);
    closeAll();
  });

  it('never names a private society', async () => {
    const watcher = await stream();
    const player = await newPlayer(send);
    await setProfilePrivate(server.db, player.id, true);
    const offer = (
      await send({ url: '/api/v1/solar/collection/offer', token: player.token })
    ).json();
    await send({ method: 'POST', url: `/api/v1/solar/collect/${offer.id}`, token: player.token });
    const discovery = await watcher.next(isEvent('discovery'));
    expect(JSON.parse(discovery.data!)).not.toHaveProperty('society');
    expect(watcher.body).not.toContain(player.username);
    closeAll();
  });

  it('resumes by Last-Event-ID and loses nothing the log holds', async () => {
    const first = await stream();
    await collectByNewPlayer();
    const seen = await first.next(isEvent('discovery'));
    first.close();
    const missed = [(await collectByNewPlayer()).hash, (await collectByNewPlayer()).hash];
    const resumed = await stream({ 'last-event-id': seen.id! });
    const replayed = [
      await resumed.next(isEvent('discovery')),
      await resumed.next(isEvent('discovery')),
    ];
    expect(replayed.map((f) => JSON.parse(f.data!).hash)).toEqual(missed);
    // Live after the replay, with nothing sent twice.
    const live = (await collectByNewPlayer()).hash;
    expect(JSON.parse((await resumed.next(isEvent('discovery'))).data!).hash).toBe(live);
    const ids = resumed.events().map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    closeAll();
  });

  it('sends resync to a client older than the log, or from another log', async () => {
    const first = await stream();
    await collectByNewPlayer();
    const old = await first.next(isEvent('discovery'));
    first.close();
    // Each first collect logs three events: three push the old one out of a log of eight. A
    // stream that heard the last of them shows this server has logged them all.
    const watcher = await stream();
    for (let i = 0; i < 3; i += 1) await collectByNewPlayer();
    for (let i = 0; i < 3; i += 1) await watcher.next(isEvent('discovery'));
    const late = await stream({ 'last-event-id': old.id! });
    expect(JSON.parse((await late.next(isEvent('resync'))).data!)).toEqual({
      reason: 'log-expired',
    });
    const other = await stream({ 'last-event-id': 'zzzz-1' });
    expect(JSON.parse((await other.next(isEvent('resync'))).data!)).toEqual({
      reason: 'log-restarted',
    });
    closeAll();
  });

  it.each([
    ['a malformed Last-Event-ID', { 'last-event-id': 'yesterday' }, 'not an event id'],
    ['an id this log never sent', { 'last-event-id': 'LOG-999999' }, 'ahead of this stream'],
  ])('answers 400 to %s', async (_, headers, message) => {
    const head = await stream();
    await collectByNewPlayer();
    const log = (await head.next(isEvent('discovery'))).id!.split('-')[0]!;
    const sent = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k, v.replace('LOG', log)]),
    );
    const refused = await stream(sent);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).error).toContain(message);
    closeAll();
  });

  it('answers 400 to a request with a body', async () => {
    const refused = await stream(
      { 'content-type': 'application/json', 'content-length': '7' },
      '{"a":1}',
    );
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({ error: 'The event stream takes no request body' });
  });

  it('reads an expired or unknown session as the public stream', async () => {
    const s = await stream({ authorization: 'Bearer not.a.token' });
    expect(s.status).toBe(200);
    closeAll();
  });

  it('caps streams per session and per address with 429', async () => {
    const player = await newPlayer(send);
    await stream(bearer(player));
    await stream(bearer(player));
    const third = await stream(bearer(player));
    expect(third.status).toBe(429);
    expect(third.response.headers['retry-after']).toBe('5');
    expect(JSON.parse(third.body).error).toContain('this session');
    for (let i = 0; i < 4; i += 1) expect((await stream()).status).toBe(200);
    const over = await stream();
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body).error).toContain('this address');
    closeAll();
    // Closed streams free their places.
    await new Promise((r) => setTimeout(r, 100));
    expect((await stream()).status).toBe(200);
    closeAll();
  });
});

describe('a graceful shutdown', () => {
  it('ends each stream with a longer retry advice', async () => {
    const own = await startTestServer();
    const url = await listen(own.app);
    const s = await openStream(url);
    await s.next((f) => f.retry !== undefined);
    const closing = own.close();
    const advice = await s.next((f) => f.retry !== undefined);
    expect(advice.retry).toBeGreaterThanOrEqual(5000);
    await s.ended;
    await closing;
  });
});
