import { createWriteStream, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READ_ONLY_MESSAGE } from '@orrery/api';
import { closeDatabase } from '@orrery/db';
import { setPostgresReadOnly, testDialect } from '@orrery/db/testing';
import { describe, expect, it } from 'vitest';
import { canMount, NEEDS_ROOT, tryReadOnlyView, tryTmpfs } from './support/mounts.js';
import { newPlayer } from './support/players.js';
import { seededDatabase, startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport, type ApiResponse, type Send } from './support/transports.js';

// Real faults, not simulated ones: a tmpfs filled to the last byte, and a read-only mount of the
// database's directory. Both need root; without it these tests are skipped (packages/db's
// write-faults test still covers the same errors by SQLite's own limits).

interface LogEntry {
  level: number;
  msg: string;
  cause?: string;
}

function collectLines() {
  const lines: string[] = [];
  return {
    logStream: { write: (line: string) => void lines.push(line) },
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
  };
}

/** Writes zeros until the file system has no room left. */
async function fillUp(path: string): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024);
  const stream = createWriteStream(path);
  await new Promise<void>((resolve) => {
    stream.on('error', () => resolve());
    const more = () => {
      while (stream.write(chunk));
      stream.once('drain', more);
    };
    more();
  });
  stream.destroy();
}

const registration = (n: number) => ({
  method: 'POST' as const,
  url: '/api/v1/auth/register',
  body: {
    username: `Filler ${n}`,
    suffix: '',
    email: `filler${n}@example.com`,
    password: 'long enough',
  },
});

function expectReadOnlyAnswer(response: ApiResponse) {
  expect(response.status).toBe(503);
  expect(response.json()).toEqual({ error: READ_ONLY_MESSAGE });
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
}

async function healthz(server: TestServer) {
  return injectTransport(server.app)({ url: '/healthz' });
}

describe.skipIf(!canMount)(`a full disk (${canMount ? 'tmpfs' : NEEDS_ROOT})`, () => {
  it('answers 503 with the cause logged, fails readiness, and resumes when space returns', async () => {
    const mount = tryTmpfs('16m')!;
    const log = collectLines();
    const server = await startTestServer(
      { logLevel: 'info', logStream: log.logStream },
      {
        dir: mount.dir,
      },
    );
    const send: Send = injectTransport(server.app);
    try {
      const player = await newPlayer(send);
      const balance = async () =>
        (await send({ url: '/api/v1/transactions/balance', token: player.token })).json().balance;
      const before = await balance();
      const filler = join(mount.dir, 'filler');
      await fillUp(filler);

      // The WAL may still have room a write or two can reuse; the first write it cannot hold fails.
      let refused: ApiResponse | undefined;
      let n = 0;
      for (; n < 300 && refused === undefined; n++) {
        const response = await send(registration(n));
        if (response.status !== 201) refused = response;
      }
      expectReadOnlyAnswer(refused!);
      const failed = registration(n - 1).body;
      const login = await send({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email: failed.email, password: failed.password },
      });
      expect(login.status, 'the refused registration left no account').toBe(400);

      // The log names SQLite's own cause, not the rollback that followed it.
      const errors = log.entries().filter((entry) => entry.level >= 50);
      expect(errors.map((entry) => entry.cause)).toEqual(['SQLITE_FULL']);
      expect(errors[0]!.msg).toMatch(/SQLITE_FULL \(database or disk is full\)/);
      expect(log.entries().some((entry) => /cannot rollback/.test(JSON.stringify(entry)))).toBe(
        false,
      );

      const notReady = await healthz(server);
      expect(notReady.status).toBe(503);
      expect(notReady.json()).toEqual({ status: 'read-only', cause: 'SQLITE_FULL' });

      // tRPC answers the same.
      const trpc = await send({
        method: 'POST',
        url: '/trpc/auth.register',
        body: registration(999).body,
      });
      expect(trpc.status).toBe(503);
      expect(trpc.json().error.message).toBe(READ_ONLY_MESSAGE);
      expect(trpc.headers['retry-after']).toMatch(/^\d+$/);

      // Reads go on.
      expect(await balance()).toBe(before);

      unlinkSync(filler);
      let ready = await healthz(server);
      for (let tries = 0; ready.status !== 200 && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ready = await healthz(server);
      }
      expect(ready.json()).toEqual({ status: 'ok' });
      expect((await send(registration(1000))).status).toBe(201);
      expect(log.entries().some((entry) => entry.msg === 'database writable again')).toBe(true);
    } finally {
      await server.close();
      mount.unmount();
    }
  });
});

describe.skipIf(!canMount)(
  `a read-only database (${canMount ? 'read-only mount' : NEEDS_ROOT})`,
  () => {
    it('starts, serves reads, answers 503 to writes and fails readiness from the start', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'orrery-rw-'));
      // The database as another process left it: open, so its -wal and -shm files are there.
      const writer = await seededDatabase(join(dir, 'orrery.db'));
      const view = tryReadOnlyView(dir)!;
      const log = collectLines();
      let server: TestServer | undefined;
      try {
        server = await startTestServer(
          { logLevel: 'info', logStream: log.logStream },
          { databasePath: join(view.dir, 'orrery.db') },
        );
        const send = injectTransport(server.app);
        // Logged at start, before any player tried to write.
        const atStart = log.entries().filter((entry) => entry.level >= 50);
        expect(atStart.map((entry) => entry.cause)).toEqual(['SQLITE_READONLY']);

        const notReady = await healthz(server);
        expect(notReady.status).toBe(503);
        expect(notReady.json()).toEqual({ status: 'read-only', cause: 'SQLITE_READONLY' });

        expect((await send({ url: '/api/v1/solar/solarsystems/map' })).status).toBe(200);
        expectReadOnlyAnswer(await send(registration(1)));
        const errors = log.entries().filter((entry) => entry.level >= 50);
        expect(errors.map((entry) => entry.cause)).toEqual(['SQLITE_READONLY', 'SQLITE_READONLY']);
      } finally {
        await server?.close();
        view.unmount();
        await closeDatabase(writer);
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);

describe.runIf(testDialect === 'postgres')('a read-only PostgreSQL database (a standby)', () => {
  it('answers 503 to writes with SQLSTATE 25006 logged once, fails readiness, and resumes', async () => {
    const log = collectLines();
    const server = await startTestServer({ logLevel: 'info', logStream: log.logStream });
    const send = injectTransport(server.app);
    /** healthz until `done` holds: ended connections fail a request or two while the pool renews. */
    const healthzUntil = async (done: (response: ApiResponse) => boolean) => {
      let response = await healthz(server);
      for (let tries = 0; !done(response) && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        response = await healthz(server);
      }
      return response;
    };
    try {
      await setPostgresReadOnly(server.target, true);
      expect((await healthzUntil((response) => response.status === 200)).status).toBe(200);

      expectReadOnlyAnswer(await send(registration(1)));
      const faults = log.entries().filter((entry) => entry.level >= 50);
      expect(faults.map((entry) => entry.cause)).toEqual(['25006']);
      expect(faults[0]!.msg).toMatch(/^the database cannot be written: 25006 \(/);
      const notReady = await healthz(server);
      expect(notReady.status).toBe(503);
      expect(notReady.json()).toEqual({ status: 'read-only', cause: '25006' });
      expect(notReady.headers['retry-after']).toMatch(/^\d+$/);
      // Reads go on.
      expect((await send({ url: '/api/v1/solar/solarsystems/map' })).status).toBe(200);

      await setPostgresReadOnly(server.target, false);
      const ready = await healthzUntil((response) => response.status === 200);
      expect(ready.json()).toEqual({ status: 'ok' });
      expect((await send(registration(2))).status).toBe(201);
      expect(log.entries().some((entry) => entry.msg === 'database writable again')).toBe(true);
    } finally {
      await server.close();
    }
  });
});
