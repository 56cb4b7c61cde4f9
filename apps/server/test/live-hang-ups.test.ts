import { publish } from '@orrery/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEvent, openStream } from './support/sse-client.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { listen } from './support/transports.js';

// Many clients hanging up at once, over real HTTP: the server lets every stream go (their sockets
// closed in slices), frees their places, and the streams opened after hear the galaxy.

const STREAMS = 150;
// A refused call's connection is closed with its answer, so that only streams hold connections.
const CLOSE = { connection: 'close' };

let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestServer({ liveEvents: { limits: { perAddress: STREAMS } } });
  baseUrl = await listen(server.app);
});
afterAll(() => server.close());

const connections = () =>
  new Promise<number>((resolve, reject) =>
    server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

async function untilNoConnections(): Promise<void> {
  while ((await connections()) > 0) await new Promise((r) => setTimeout(r, 10));
}

const openAll = () => Promise.all(Array.from({ length: STREAMS }, () => openStream(baseUrl)));

describe('clients hanging up at once', () => {
  it('lets every stream go and frees its place', async () => {
    const first = await openAll();
    expect(first.map((s) => s.status)).toEqual(first.map(() => 200));
    expect((await openStream(baseUrl, '/api/v1/events', CLOSE)).status).toBe(429);

    for (const s of first) s.close();
    await untilNoConnections();

    const second = await openAll();
    expect(second.map((s) => s.status)).toEqual(second.map(() => 200));
    publish(server.db, [
      {
        type: 'discovery',
        audience: { kind: 'public' },
        data: {
          hash: 'after-the-storm',
          name: 'Calm',
          rarity: 'RARE',
          sector: 'Orion Inner',
          coordinates: { x: 1, y: 2, z: 3 },
          discoveredAt: '2030-01-01T00:00:00.000Z',
        },
      },
    ]);
    for (const s of second) expect((await s.next(isEvent('discovery'))).data).toContain('Calm');
    for (const s of second) s.close();
    await untilNoConnections();
  });
});
