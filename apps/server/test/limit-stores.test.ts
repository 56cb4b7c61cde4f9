import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { testDialect } from '@orrery/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../src/http/attempt-counter.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type Send } from './support/transports.js';

/** Requests from `address`, as the trusted proxy in front (127.0.0.1) reports it. */
const from =
  (send: Send, address: string): Send =>
  (request) =>
    send({ ...request, headers: { ...request.headers, 'x-forwarded-for': address } });

const resetRequest = (email: string) => ({
  method: 'POST' as const,
  url: '/api/v1/auth/forgot-password',
  body: { email },
});
const forgedReset = {
  method: 'POST' as const,
  url: '/api/v1/auth/reset-password',
  body: { token: 'forged', password: 'a long enough password' },
};

/** Runs `task` for 0…count-1, `width` at a time. */
async function inParallel(count: number, width: number, task: (i: number) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** The 10.x.y.z address numbered `i`. */
const tenNet = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

// The limits count in this process whatever the database: the PostgreSQL project would send the
// same flood for nothing more, so the SQLite project alone runs it.
describe.runIf(testDialect === 'sqlite')(
  'the in-process limits hold every key they are given',
  () => {
    let server: TestServer;
    let send: Send;
    beforeAll(async () => {
      server = await startTestServer({ authRateLimit: 1_000_000, trustProxy: ['127.0.0.1'] });
      send = httpTransport(await listen(server.app));
    });
    afterAll(() => server.close());

    it('keeps a client held back while 5,500 other clients are counted', async () => {
      // One client asks for ten resets in the hour and is held back at the eleventh.
      const held = from(send, '192.0.2.1');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await held(resetRequest(`held-${i}@example.com`))).status);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);

      // More other clients than the library's default store holds (5,000), fewer than ours.
      const others = 5500;
      expect(others).toBeLessThan(LOCAL_KEYS);
      await inParallel(others, 16, async (i) => {
        const answer = await from(send, tenNet(i))(resetRequest('flood@example.com'));
        expect([200, 429]).toContain(answer.status);
      });

      const again = await held(resetRequest('held-last@example.com'));
      expect(again.status).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    }, 120_000);
  },
);

describe('client addresses are limited by network', () => {
  let server: TestServer;
  let send: Send;
  beforeAll(async () => {
    server = await startTestServer({ authRateLimit: 3, trustProxy: ['127.0.0.1'] });
    send = httpTransport(await listen(server.app));
  });
  afterAll(() => server.close());

  it('counts every IPv6 address of a /64 as one client', async () => {
    const statuses: number[] = [];
    const sameNetwork = [
      '2001:db8:7:8::1',
      '2001:db8:7:8::2',
      '2001:db8:7:8:abcd:1234:5678:9',
      '2001:0db8:0007:0008:ffff:ffff:ffff:ffff',
    ];
    for (const address of sameNetwork) {
      statuses.push((await from(send, address)(forgedReset)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    // The next /64 is another client.
    expect((await from(send, '2001:db8:7:9::1')(forgedReset)).status).toBe(400);
  });

  it('counts an IPv4 client alike when a proxy writes it IPv4-mapped', async () => {
    const statuses: number[] = [];
    for (const address of ['198.51.100.7', '::ffff:198.51.100.7', '::ffff:c633:6407']) {
      statuses.push((await from(send, address)(forgedReset)).status);
    }
    const over = await from(send, '198.51.100.7')(forgedReset);
    expect([...statuses, over.status]).toEqual([400, 400, 400, 429]);
    expect(over.json()).toEqual({
      error: expect.stringMatching(/^Too many attempts; try again in \d+ seconds$/),
    });
  });
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** A redis-server of this test's own (never the shared one on 6379), and a client of it. */
async function ownRedis(): Promise<{ server: ChildProcess; client: Redis }> {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', () => {}); // expected once the server is stopped
  // It takes a moment to listen: connect until it answers (bounded).
  for (let attempt = 0; ; attempt++) {
    try {
      await client.connect();
      await client.ping();
      return { server, client };
    } catch (error) {
      client.disconnect();
      if (attempt === 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const redisServerExists = await new Promise<boolean>((resolve) => {
  const probe = spawn('redis-server', ['--version'], { stdio: 'ignore' });
  probe.once('error', () => resolve(false));
  probe.once('exit', (code) => resolve(code === 0));
});

describe.skipIf(!redisServerExists)(
  `when Redis stops answering${redisServerExists ? '' : ' (skipped: no redis-server to start and stop)'}`,
  () => {
    it('limits in this process, and says so once', async () => {
      const { server: redisServer, client } = await ownRedis();
      const lines: string[] = [];
      const server = await startTestServer({
        authRateLimit: 3,
        trustProxy: ['127.0.0.1'],
        limitsStore: { redis: client, namespace: 'orrery-fallback-test:' },
        logLevel: 'info',
        logStream: { write: (line) => void lines.push(line) },
      });
      try {
        const send = httpTransport(await listen(server.app));
        expect((await from(send, '203.0.113.1')(forgedReset)).status).toBe(400);
        expect(await client.keys('orrery-fallback-test:*')).not.toHaveLength(0);

        const closed = once(client, 'close');
        redisServer.kill('SIGKILL');
        await closed;

        const client2 = from(send, '203.0.113.2');
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) statuses.push((await client2(forgedReset)).status);
        expect(statuses).toEqual([400, 400, 400, 429]);
        const said = lines.filter((line) => line.includes('Redis unreachable'));
        expect(said).toHaveLength(1);
        expect(JSON.parse(said[0]!).msg).toBe(
          'sign-in limits: Redis unreachable; counting in this process until it answers',
        );
      } finally {
        await server.close();
        client.disconnect();
        redisServer.kill('SIGKILL');
      }
    });
  },
);
