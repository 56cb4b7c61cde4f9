import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testDialect, type TestDatabase } from '@orrery/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StartGate } from '../src/boot/start-gate.js';
import {
  buildServerOnce,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.js';
import { startTestServer } from './support/test-server.js';
import { injectTransport } from './support/transports.js';

// /healthz is ready exactly when the API is open: a load balancer that trusts it never sends a
// player to "The galaxy is still being seeded".

const API_READ = '/api/v1/solar/solarsystems/random';

it('says "starting" while the start gate holds the API back, and ready once it opens', async () => {
  const gate = new StartGate();
  gate.close();
  // The galaxy in the database is ready: only the gate holds the API back.
  const server = await startTestServer({ startGate: gate });
  try {
    const send = injectTransport(server.app);
    const health = await send({ url: '/healthz' });
    expect([health.status, health.json()]).toEqual([503, { status: 'starting' }]);
    expect((await send({ url: API_READ })).status).toBe(503);
    gate.open();
    const ready = await send({ url: '/healthz' });
    expect([ready.status, ready.json()]).toEqual([200, { status: 'ok' }]);
    expect((await send({ url: API_READ })).status).toBe(200);
  } finally {
    await server.close();
  }
});

const dir = mkdtempSync(join(tmpdir(), 'orrery-readiness-'));
let database: TestDatabase | undefined;
beforeAll(buildServerOnce, 240_000);
beforeAll(async () => {
  if (testDialect === 'postgres') {
    database = await createTestDatabase({ migrate: false });
    await database.db.destroy();
  }
}, 30_000);
afterAll(async () => {
  await database?.cleanup().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

it('never answers /healthz 200 before the API opens, during a real first start', async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_PATH: join(dir, 'orrery.db'),
    // PostgreSQL takes its session secret from the environment only.
    ...(database
      ? { DATABASE_URL: database.target, JWT_SECRET: 'readiness-test-secret-32-characters' }
      : {}),
    PORT: '0',
    HOST: '127.0.0.1',
    GALAXY_SEED: 'readiness-test',
    GALAXY_SIZE: '20000',
    LOG_LEVEL: 'info',
    WARM_UP_REQUESTS: '0',
    WEB_DIST: join(dir, 'no-web-build'),
  };
  const { child, baseUrl } = await startServerProcess(env, /listening at (http:\/\/\S+)/);
  let exitCode: number | null;
  try {
    // As a load balancer sees it: /healthz, then a player's read, again and again through the
    // seed. Once /healthz has said 200, no later read may be refused as still seeding. (A galaxy
    // big enough that the seed outlasts many polls.)
    const seen: string[] = [];
    let healthy = false;
    let apiOpen = false;
    while (!(healthy && apiOpen)) {
      const health = (await fetch(`${baseUrl}/healthz`)).status;
      healthy ||= health === 200;
      const api = (await fetch(`${baseUrl}${API_READ}`)).status;
      apiOpen = api === 200;
      // Each change of the pair, in order (hundreds of polls say the same).
      if (seen.at(-1) !== `${health}/${api}`) seen.push(`${health}/${api}`);
      expect(healthy && api === 503, `healthz 200, then the API 503: ${seen.join(' ')}`).toBe(
        false,
      );
    }
    // The seed was watched while in progress, not only after it.
    expect(seen[0]).toBe('503/503');
  } finally {
    // Stopped before anything is asserted of it: a failure above keeps its own message.
    exitCode = await stopServerProcess(child);
  }
  expect(exitCode).toBe(0);
}, 120_000);
