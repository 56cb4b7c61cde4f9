import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, unlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setPostgresReadOnly, testDialect } from '@orrery/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { connectRedis } from '../src/boot/redis.js';
import { StartGate } from '../src/boot/start-gate.js';
import { canMount, NEEDS_ROOT, tryTmpfs } from './support/mounts.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport, type ApiResponse } from './support/transports.js';

// /readyz as a load balancer polls it, against real faults: a Redis of this test's own that is
// stopped and started again, a PostgreSQL database set read-only, a SQLite disk filled up.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const readyz = (server: TestServer) => injectTransport(server.app)({ url: '/readyz' });

/** /readyz until `done` holds (a fault shows within a probe interval, a second). */
async function readyzUntil(server: TestServer, done: (response: ApiResponse) => boolean) {
  let response = await readyz(server);
  for (let tries = 0; !done(response) && tries < 80; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await readyz(server);
  }
  return response;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** A redis-server of this test's own on `port`, resolved once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', () => reject(new Error(`redis-server exited: ${output}`)));
  });
  child.stdout!.removeAllListeners('data').resume();
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

const quietLog = { error() {}, info() {} } as never;

it('is ready with every check named and passed', async () => {
  const server = await startTestServer();
  cleanups.push(() => server.close());
  const answer = await readyz(server);
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.json()).toEqual({
    status: 'ready',
    checks: {
      database: 'ok',
      writable: 'ok',
      migrations: 'ok',
      galaxy: 'ok',
      redis: 'not configured',
    },
  });
});

it('names the galaxy while the start gate holds the API back', async () => {
  const gate = new StartGate();
  gate.close();
  const server = await startTestServer({ startGate: gate });
  cleanups.push(() => server.close());
  const answer = await readyz(server);
  expect(answer.status).toBe(503);
  expect(answer.json()).toMatchObject({
    status: 'unready',
    failing: ['galaxy'],
    checks: { galaxy: 'the API is not open yet', database: 'ok' },
  });
  gate.open();
  expect((await readyz(server)).status).toBe(200);
});

describe('Redis', () => {
  it('goes unready when Redis stops, naming it, and ready again once it is back', async () => {
    const port = await freePort();
    let redisServer = await startRedis(port);
    cleanups.push(() => stopRedis(redisServer));
    const redis = await connectRedis(`redis://127.0.0.1:${port}`, quietLog);
    cleanups.push(() => void redis.disconnect());
    const server = await startTestServer({ limitsStore: { redis, namespace: `readyz${port}:` } });
    cleanups.push(() => server.close());

    expect((await readyz(server)).json().checks.redis).toBe('ok');
    await stopRedis(redisServer);
    const down = await readyzUntil(server, (response) => response.status === 503);
    expect(down.status).toBe(503);
    expect(down.json().failing).toEqual(['redis']);
    expect(down.json().checks.redis).not.toBe('ok');

    redisServer = await startRedis(port);
    const back = await readyzUntil(server, (response) => response.status === 200);
    expect(back.json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
  });
});

describe.runIf(testDialect === 'postgres')('a read-only PostgreSQL database', () => {
  it('goes unready naming "writable" with SQLSTATE 25006, and ready again after', async () => {
    const server = await startTestServer();
    cleanups.push(() => server.close());
    expect((await readyz(server)).status).toBe(200);
    await setPostgresReadOnly(server.target, true);
    cleanups.push(() => setPostgresReadOnly(server.target, false));
    const unready = await readyzUntil(
      server,
      (response) => response.status === 503 && response.json().failing.includes('writable'),
    );
    expect(unready.json().failing).toEqual(['writable']);
    expect(unready.json().checks.writable).toMatch(/^25006 /);
    // /healthz learns of it from the same probe.
    expect((await injectTransport(server.app)({ url: '/healthz' })).status).toBe(503);

    await setPostgresReadOnly(server.target, false);
    const ready = await readyzUntil(server, (response) => response.status === 200);
    expect(ready.json().status).toBe('ready');
  });
});

describe.runIf(testDialect === 'sqlite')(
  `a full SQLite disk (${canMount ? 'tmpfs' : NEEDS_ROOT})`,
  () => {
    it.runIf(canMount)(
      'goes unready naming "writable" with SQLITE_FULL, and ready once space returns',
      async () => {
        const mount = tryTmpfs('16m')!;
        cleanups.push(() => mount.unmount());
        const server = await startTestServer({}, { dir: mount.dir });
        cleanups.push(() => server.close());
        expect((await readyz(server)).status).toBe(200);

        const filler = join(mount.dir, 'filler');
        const stream = createWriteStream(filler);
        await new Promise<void>((resolve) => {
          stream.on('error', () => resolve());
          const more = () => {
            while (stream.write(Buffer.alloc(64 * 1024)));
            stream.once('drain', more);
          };
          more();
        });
        stream.destroy();

        const unready = await readyzUntil(server, (response) => response.status === 503);
        expect(unready.json().failing).toEqual(['writable']);
        expect(unready.json().checks.writable).toMatch(/^SQLITE_FULL/);
        unlinkSync(filler);
        const ready = await readyzUntil(server, (response) => response.status === 200);
        expect(ready.json().status).toBe('ready');
      },
    );
  },
);
