import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { updateGameConfig } from '@orrery/api/game/core';
import { closeDatabase, formatPostgresUrl, openDatabase, parsePostgresUrl } from '@orrery/db';
import { createTestDatabase, testDialect, type TestDatabase } from '@orrery/db/testing';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  buildServerOnce,
  MAIN,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.js';

const dir = mkdtempSync(join(tmpdir(), 'orrery-start-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_PATH: join(dir, 'fresh', 'orrery.db'),
  DATABASE_POOL_SIZE: '4',
  PORT: '0',
  HOST: '127.0.0.1',
  GALAXY_SEED: 'start-test',
  GALAXY_SIZE: '300',
  LOG_LEVEL: 'info',
  WARM_UP_REQUESTS: '30',
  WEB_DIST: join(dir, 'no-web-build'),
};

// On PostgreSQL the servers get an empty database of their own (unmigrated: they migrate it).
let database: TestDatabase | undefined;
beforeAll(async () => {
  if (testDialect === 'postgres') {
    database = await createTestDatabase({ migrate: false });
    await database.db.destroy();
    env.DATABASE_URL = database.target;
    // PostgreSQL keeps no secret of its own (docs/operations.md).
    env.JWT_SECRET = 'start-test-secret-that-is-long-enough-to-pass';
  }
}, 30_000);
afterAll(async () => {
  // The database's own pool is already closed; cleanup drops the database.
  await database?.cleanup().catch(() => undefined);
});

beforeAll(buildServerOnce, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = () => startServerProcess(env);
const stop = stopServerProcess;

it('seeds an empty database, serves, and reuses the galaxy on the next start', async () => {
  const first = await start();
  let hashes: string[];
  try {
    // The first start says what it does: migrate, seed with progress, and how long it took.
    expect(
      first.messages.some((m) => /^database migrated: [\d,]+ migrations applied$/.test(m)),
    ).toBe(true);
    expect(
      first.messages.some((m) =>
        /^seeding the galaxy ".+": [\d,]+ systems \(first start\)$/.test(m),
      ),
    ).toBe(true);
    expect(first.messages).toContain('seeding galaxy: building the indexes and the search index');
    expect(first.messages.some((m) => /^galaxy ready: [\d,]+ systems seeded in /.test(m))).toBe(
      true,
    );
    // The warm-up runs after listening: the server answers before it has finished.
    expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
    await vi.waitFor(() => expect(first.messages).toContain('warmed up'), { timeout: 20_000 });
    const ready = first.messages.findIndex((m) => m.startsWith('ready at '));
    expect(first.messages.indexOf('warmed up')).toBeGreaterThan(ready);
    const map = (await (await fetch(`${first.baseUrl}/api/v1/solar/solarsystems/map`)).json()) as {
      hash: string;
    }[];
    expect(map).toHaveLength(300);
    hashes = map.map((s: { hash: string }) => s.hash);
  } finally {
    expect(await stop(first.child)).toBe(0);
  }
  // Log lines are written in blocks; the last ones still reach stdout when the server exits.
  expect(first.messages).toContain('request completed');
  expect(first.messages.some((m) => /^ready at http:\/\/\S+ \(started in /.test(m))).toBe(true);
  expect(first.messages.at(-1)).toBe('shutting down');

  const second = await start();
  try {
    expect(second.messages.some((m) => m.startsWith('reusing the existing galaxy "'))).toBe(true);
    expect(second.messages).toContain('database schema is current');
    expect(second.messages.some((m) => m.startsWith('seeding'))).toBe(false);
    const map = (await (await fetch(`${second.baseUrl}/api/v1/solar/solarsystems/map`)).json()) as {
      hash: string;
    }[];
    expect(map.map((s: { hash: string }) => s.hash)).toEqual(hashes);
  } finally {
    expect(await stop(second.child)).toBe(0);
  }
}, 60_000);

it('two servers on one database: players racing for a system across them, one winner', async () => {
  const [a, b] = await Promise.all([start(), start()]);
  try {
    const servers = [a.baseUrl, b.baseUrl];
    const post = (base: string, path: string, body: unknown, token?: string) =>
      fetch(base + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) {
      const base = servers[i % 2]!;
      const email = `racer${i}@example.com`;
      const password = 'correct horse battery';
      await post(base, '/api/v1/auth/register', {
        username: `Racer ${i}`,
        suffix: '',
        email,
        password,
      });
      // Sessions are stateless and signed with the secret both servers read from the database.
      const login = await post(servers[(i + 1) % 2]!, '/api/v1/auth/login', { email, password });
      tokens.push(((await login.json()) as { token: string }).token);
    }
    const map = (await (await fetch(`${a.baseUrl}/api/v1/solar/solarsystems/map`)).json()) as {
      hash: string;
    }[];
    const hash = map[123]!.hash;
    // Naming the system takes a targeted scan: made free here, through a third connection.
    const db = openDatabase(env.DATABASE_URL ?? env.DATABASE_PATH!);
    try {
      await updateGameConfig(db, { targetedScanCost: 0 });
    } finally {
      await closeDatabase(db);
    }
    const statuses = await Promise.all(
      tokens.map(
        async (token, i) =>
          (await post(servers[i % 2]!, `/api/v1/solar/collect/${hash}`, {}, token)).status,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
  } finally {
    expect(await stop(a.child)).toBe(0);
    expect(await stop(b.child)).toBe(0);
  }
}, 60_000);

it('listens while it seeds its first galaxy: /healthz says "starting", the API 503 until ready', async () => {
  // A galaxy big enough that seeding (on a worker thread) outlasts a few requests.
  const seeding: NodeJS.ProcessEnv = {
    ...env,
    GALAXY_SIZE: '20000',
    DATABASE_PATH: join(dir, 'seeding', 'orrery.db'),
  };
  let own: TestDatabase | undefined;
  if (testDialect === 'postgres') {
    own = await createTestDatabase({ migrate: false });
    await own.db.destroy();
    seeding.DATABASE_URL = own.target;
  }
  const {
    child,
    baseUrl: base,
    messages,
  } = await startServerProcess(seeding, /listening at (http:\/\/\S+)/);
  try {
    // Answered while the galaxy row still says "seeding": the seed is in progress.
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'starting' });
    const api = await fetch(`${base}/api/v1/solar/solarsystems/random`);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({ error: 'The galaxy is still being seeded' });
    expect(messages.some((m) => /^galaxy ready: /.test(m))).toBe(false);

    while (!messages.some((m) => m.startsWith('ready at '))) {
      await new Promise((resolveLater) => setTimeout(resolveLater, 100));
    }
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/solar/solarsystems/random`)).status).toBe(200);
  } finally {
    expect(await stop(child)).toBe(0);
    await own?.cleanup().catch(() => undefined);
  }
}, 120_000);

/** Runs the server with `extra` in its environment; resolves with its exit code and stderr. */
async function failedStart(extra: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string }> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = await once(child, 'exit');
  return { code: code as number, stderr };
}

it.runIf(testDialect === 'sqlite')(
  'stops with one clear line naming DATABASE_URL, password masked, when PostgreSQL is unreachable',
  async () => {
    // Port 1 on the loopback: nothing listens there, the connection is refused at once.
    const refused = await failedStart({ DATABASE_URL: 'postgres://orrery:hunter2@127.0.0.1:1/x' });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'Cannot use the database DATABASE_URL=postgres://orrery:****@127.0.0.1:1/x: connection refused',
    );
    const malformed = await failedStart({ DATABASE_URL: 'postgres://orrery:hunter2@db:port/x' });
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('DATABASE_URL: is not a valid URL');
    expect(malformed.stderr).not.toContain('hunter2');
  },
  30_000,
);

it.runIf(testDialect === 'postgres')(
  'stops with one clear line when PostgreSQL refuses the credentials',
  async () => {
    // The test server and database, as a role that does not exist.
    const target = parsePostgresUrl(database!.target);
    const wrong = formatPostgresUrl({
      ...target,
      user: 'no_such_role',
      password: 'hunter2',
      params: target.params.filter(([keyword]) => keyword !== 'user' && keyword !== 'password'),
    });
    const { code, stderr } = await failedStart({ DATABASE_URL: wrong });
    expect(code).toBe(1);
    const line = stderr.trim();
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toMatch(
      /^Cannot use the database DATABASE_URL=postgres(ql)?:\/\/no_such_role:\*\*\*\*@\S*\/orrery_test_\w+\S*: /,
    );
    expect(line).not.toContain('hunter2');
  },
  30_000,
);

// The configuration is read before any database is opened, and an unreachable Redis stops the start
// the same way whichever database it opened first: the SQLite project alone runs these two.
it.runIf(testDialect === 'sqlite')(
  'stops with a clear message on a bad configuration value',
  async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...env, GALAXY_SIZE: 'lots' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('GALAXY_SIZE: must be a whole number');
  },
  30_000,
);

it.runIf(testDialect === 'sqlite')(
  'stops with one line naming REDIS_URL (password masked) when Redis cannot be reached',
  async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...env, REDIS_URL: 'redis://:hunter2@127.0.0.1:1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Cannot use Redis REDIS_URL=redis:\/\/:\*\*\*\*@127\.0\.0\.1:1: .*ECONNREFUSED/,
      ),
    ]);
    expect(stderr).not.toContain('hunter2');
  },
  30_000,
);
