import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCalls } from '../src/http/routes/trpc.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport, type Send } from './support/transports.js';

const PASSWORD = 'correct horse battery';

/** Requests from `address`, as a trusted proxy in front (127.0.0.1, inject's peer) reports it. */
function from(send: Send, address: string): Send {
  return (request) =>
    send({ ...request, headers: { ...request.headers, 'x-forwarded-for': address } });
}

const login = (email: string, password: string) => ({
  method: 'POST' as const,
  url: '/api/v1/auth/login',
  body: { email, password },
});

async function register(send: Send, name: string): Promise<string> {
  const email = `${name.toLowerCase().replaceAll(' ', '-')}@example.com`;
  const response = await send({
    method: 'POST',
    url: '/api/v1/auth/register',
    body: { username: name, suffix: '', email, password: PASSWORD },
  });
  expect(response.status).toBe(201);
  return email;
}

interface TrpcFailure {
  error: { data: { httpStatus: number } };
}

/** A tRPC batch of `n` logins in one HTTP request. */
function loginBatch(n: number, email: string) {
  const names = Array.from({ length: n }, () => 'auth.login').join(',');
  const body = Object.fromEntries(
    Array.from({ length: n }, (_, i) => [String(i), { email, password: 'wrong password' }]),
  );
  return { method: 'POST' as const, url: `/trpc/${names}?batch=1`, body };
}

describe('sign-in limits count procedure calls, not HTTP requests', () => {
  let server: TestServer;
  let send: Send;
  beforeAll(async () => {
    server = await startTestServer({ authRateLimit: 5 });
    send = injectTransport(server.app);
  });
  afterAll(() => server.close());

  it('refuses a batch of 9 logins outright, and counts each call of a small batch', async () => {
    const nine = await send(loginBatch(9, 'someone@example.com'));
    expect(nine.status).toBe(400);
    expect(nine.json()).toEqual({ error: 'At most 2 sign-in calls per batch' });

    // Three batches of two are six calls: the sixth is over the limit of five. (Calls of one batch
    // run together, and the in-process store may show both the same, later count: the fifth can
    // be refused with the sixth. Never more than five get through.)
    const statuses: number[] = [];
    for (const batch of [1, 2, 3]) {
      const answer = await send(loginBatch(2, `batch${batch}@example.com`));
      statuses.push(...answer.json().map((call: TrpcFailure) => call.error.data.httpStatus));
      if (batch === 3) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    const rest = await send(login('batch4@example.com', 'wrong password'));
    expect(rest.status).toBe(429);
    expect(rest.json()).toEqual({
      error: expect.stringMatching(/^Too many attempts; try again in \d+ seconds$/),
    });
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('knows which calls of a batch URL are sign-ins', () => {
    expect(signInCalls('/auth.login,auth.register,auth.me?batch=1')).toBe(2);
    expect(signInCalls('/auth.login%2Cauth.login%2Cauth.login?batch=1')).toBe(3);
    expect(signInCalls('/solar.search?input=%7B%7D')).toBe(0);
    expect(signInCalls('/%zz')).toBe(0);
  });
});

describe('failed logins are limited per account and per address', () => {
  let server: TestServer;
  let send: Send;
  beforeAll(async () => {
    server = await startTestServer({ authRateLimit: 1000, trustProxy: ['127.0.0.1'] });
    send = injectTransport(server.app);
  });
  afterAll(() => server.close());

  it('slows guessing from many addresses without locking out the owner', async () => {
    const email = await register(send, 'Targeted Society');
    const owner = from(send, '10.0.0.1');
    expect((await owner(login(email, PASSWORD))).status).toBe(200);

    // Five addresses take turns guessing; together they get 20 wrong guesses, then wait.
    const attackers = [1, 2, 3, 4, 5].map((n) => from(send, `10.9.0.${n}`));
    const statuses: number[] = [];
    for (let round = 0; round < 8; round++) {
      for (const attacker of attackers) {
        statuses.push((await attacker(login(email, `guess ${round}`))).status);
      }
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    // Held back before the password is even checked: the right one from a new address waits too.
    const newcomer = await from(send, '10.9.0.6')(login(email, PASSWORD));
    expect(newcomer.status).toBe(429);
    expect(Number(newcomer.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from an address the account signed in from, is not held back by them.
    expect((await owner(login(email, PASSWORD))).status).toBe(200);
  });

  it('holds back one address that keeps failing for an account, not its other sign-ins', async () => {
    const victim = await register(send, 'Mistyped Society');
    const other = await register(send, 'Other Society');
    const shared = from(send, '10.7.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await shared(login(victim, `typo ${i}`))).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    // The same address signs in to another account; another address still may try this one.
    expect((await shared(login(other, PASSWORD))).status).toBe(200);
    expect((await from(send, '10.7.0.2')(login(victim, PASSWORD))).status).toBe(200);
  });

  it('counts an unknown e-mail address like a known one (no hint which exist)', async () => {
    const guesser = from(send, '10.6.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await guesser(login('nobody-here@example.com', `guess ${i}`))).status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});

// The counts in Redis, so every server sharing it applies the same limits. The root vitest config
// finds or starts the Redis (vitest.redis.ts), or says why there is none.
const redisUrl = process.env.ORRERY_TEST_REDIS_URL || undefined;

describe.skipIf(redisUrl === undefined)(
  `sign-in limits across servers (${redisUrl ? 'Redis' : `skipped: ${process.env.ORRERY_TEST_NO_REDIS ?? 'ORRERY_TEST_REDIS_URL is not set'}`})`,
  () => {
    it('shares the counts of two servers through Redis', async () => {
      const namespace = `orrery-test-${randomUUID()}:`;
      const redis = [new Redis(redisUrl!), new Redis(redisUrl!)];
      const servers = await Promise.all(
        redis.map((client) =>
          startTestServer({ authRateLimit: 3, limitsStore: { redis: client, namespace } }),
        ),
      );
      try {
        const [a, b] = servers.map((server) => injectTransport(server!.app));
        for (const send of [a!, b!, a!]) {
          expect((await send(login('shared@example.com', 'wrong password'))).status).toBe(400);
        }
        const over = await b!(login('other@example.com', 'wrong password'));
        expect(over.status).toBe(429);
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
        expect(await redis[0]!.keys(`${namespace}*`)).not.toHaveLength(0);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
        const keys = await redis[0]!.keys(`${namespace}*`);
        if (keys.length > 0) await redis[0]!.del(...keys);
        for (const client of redis) client.disconnect();
      }
    });
  },
);
