import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { openStream, type SseFrame, type SseStream } from './support/sse-client.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type Send } from './support/transports.js';

// The tRPC subscription `live.events` over SSE (what httpSubscriptionLink reads): the same events
// as GET /api/v1/events, tracked by the same ids, with the same audiences and caps.

let server: TestServer;
let baseUrl: string;
let send: Send;
const open: SseStream[] = [];

beforeAll(async () => {
  server = await startTestServer({ liveEvents: { limits: { perSession: 1, perAddress: 6 } } });
  baseUrl = await listen(server.app);
  send = httpTransport(baseUrl);
});
afterAll(async () => {
  for (const s of open) s.close();
  await server.close();
});

const path = (input: object = {}) =>
  `/trpc/live.events?input=${encodeURIComponent(JSON.stringify(input))}`;

async function subscribe(input: object = {}, headers: Record<string, string> = {}) {
  const s = await openStream(baseUrl, path(input), headers);
  open.push(s);
  return s;
}

/** The payload of a tRPC SSE message: `{ type, data }`. */
const payload = (frame: SseFrame) => JSON.parse(frame.data!) as { type: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const ofType = (type: string) => (frame: SseFrame) =>
  frame.data !== undefined && frame.event === undefined && payload(frame).type === type;

async function collect(player: Player): Promise<string> {
  const offer = (await send({ url: '/api/v1/solar/collection/offer', token: player.token })).json();
  const done = await send({
    method: 'POST',
    url: `/api/v1/solar/collect/${offer.id}`,
    token: player.token,
  });
  return done.json().system.hash;
}

describe('the tRPC subscription live.events', () => {
  it('carries the events of the REST stream, under the same ids', async () => {
    const owner = await newPlayer(send);
    const rest = await openStream(baseUrl, '/api/v1/events');
    open.push(rest);
    const mine = await subscribe({}, { authorization: `Bearer ${owner.token}` });
    const anyone = await subscribe();
    expect(mine.status).toBe(200);
    const hash = await collect(owner);
    const discovery = await mine.next(ofType('discovery'));
    expect(payload(discovery).data).toMatchObject({ hash, society: owner.username });
    await mine.next(ofType('achievement'));
    const fromRest = await rest.next((f) => f.event === 'discovery');
    expect(discovery.id).toBe(fromRest.id);
    // Private events stay with their owner.
    await anyone.next(ofType('discovery'));
    expect(anyone.frames.filter((f) => f.id !== undefined).map((f) => payload(f).type)).toEqual([
      'discovery',
    ]);
    for (const s of open.splice(0)) s.close();
  });

  it('resumes from lastEventId, as httpSubscriptionLink sends it on a reconnect', async () => {
    const player = await newPlayer(send);
    const first = await subscribe();
    await collect(player);
    const seen = await first.next(ofType('discovery'));
    first.close();
    const missed = await collect(await newPlayer(send));
    const resumed = await subscribe({ lastEventId: seen.id });
    expect(payload(await resumed.next(ofType('discovery'))).data.hash).toBe(missed);
    const old = await subscribe({ lastEventId: 'zzzz-1' });
    expect(payload(await old.next(ofType('resync'))).data).toEqual({ reason: 'log-restarted' });
    for (const s of open.splice(0)) s.close();
  });

  it('refuses a malformed id and a stream over the cap', async () => {
    const bad = await subscribe({ lastEventId: 'yesterday' });
    const error = await bad.next((f) => f.event === 'serialized-error');
    expect(error.data).toContain('Last-Event-ID is not an event id of this stream');
    const player = await newPlayer(send);
    const auth = { authorization: `Bearer ${player.token}` };
    const held = await subscribe({}, auth);
    await held.next((f) => f.event === 'connected');
    const over = await subscribe({}, auth);
    const refused = await over.next((f) => f.event === 'serialized-error');
    expect(refused.data).toContain('Too many event streams for this session');
    // A subscription the client leaves frees its place.
    held.close();
    await vi.waitFor(async () => {
      const again = await subscribe({}, auth);
      const first = await again.next((f) => f.event !== undefined);
      expect(first.event).toBe('connected');
    });
    for (const s of open.splice(0)) s.close();
  });
});
