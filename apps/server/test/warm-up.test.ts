import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REQUESTS_PER_CONNECTION, warmUp } from '../src/boot/warm-up.js';
import { startTestServer, TEST_GALAXY, type TestServer } from './support/test-server.js';

let server: TestServer;
let origin: string;
const logged: { fields: object; message: string }[] = [];
const log = {
  info: (fields: object, message: string) => logged.push({ fields, message }),
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

it('asks for as many reads as it is told, and says so', async () => {
  const result = await warmUp(origin, 30, log);
  // A page and 4 of its systems, six times over.
  expect(result).toEqual({ requests: 30, systems: 24 });
  expect(logged.at(-1)).toMatchObject({ message: 'warmed up', fields: result });
});

it('asks over a fresh connection every few requests, as visitors come', async () => {
  let connections = 0;
  const counted = () => connections++;
  server.app.server.on('connection', counted);
  try {
    await warmUp(origin, 2 * REQUESTS_PER_CONNECTION + 1, log);
  } finally {
    server.app.server.off('connection', counted);
  }
  expect(connections).toBe(3);
});

it('asks for every system of a galaxy smaller than it wants, each once', async () => {
  // 300 systems: each reading has 20 pages of 15 at most, of which 4 systems each are asked first.
  const result = await warmUp(origin, 5000, log);
  expect(result.systems).toBe(TEST_GALAXY.size);
  // The rest were pages: at most 21 per reading (20 of 15 systems, and an empty one).
  expect(result.requests - result.systems).toBeLessThanOrEqual(3 * 21);
});

it('asks for nothing when told none', async () => {
  const before = logged.length;
  expect(await warmUp(origin, 0, log)).toEqual({ requests: 0, systems: 0 });
  expect(logged).toHaveLength(before);
});
