import { mkdtempSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase } from '@orrery/db';
import { getSetting, setSetting } from '@orrery/db/settings';
import { testDialect } from '@orrery/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { newPlayer } from './support/players.js';
import {
  buildServerOnce,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.js';
import { databaseForServerProcesses } from './support/process-database.js';
import { httpTransport } from './support/transports.js';

// Without JWT_SECRET the session secret is kept apart from the data: a copy of the database (a
// backup, a disk snapshot) must not let its reader sign sessions.

const dir = mkdtempSync(join(tmpdir(), 'orrery-session-secret-'));
const databasePath = join(dir, 'orrery.db');
const secretFile = `${databasePath}.secret`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_PATH: databasePath,
  PORT: '0',
  HOST: '127.0.0.1',
  GALAXY_SEED: 'session-secret',
  GALAXY_SIZE: '300',
  LOG_LEVEL: 'info',
  WARM_UP_REQUESTS: '0',
  WEB_DIST: join(dir, 'no-web-build'),
  JWT_SECRET: '',
};

databaseForServerProcesses(env, dir);
beforeAll(buildServerOnce, 240_000);

/** Every byte of the SQLite database's files (the file, its WAL), as a copy of them would hold. */
const databaseBytes = () =>
  Buffer.concat(
    readdirSync(dir)
      .filter((name) => name.startsWith('orrery.db') && !name.endsWith('.secret'))
      .map((name) => readFileSync(join(dir, name))),
  );

it.skipIf(testDialect === 'postgres')(
  'SQLite: keeps a generated secret beside the database, and moves an old one out of it',
  async () => {
    const first = await startServerProcess(env);
    let token: string;
    try {
      token = (await newPlayer(httpTransport(first.baseUrl))).token;
      expect(first.messages).toContain(`session secret kept in ${secretFile} (owner only)`);
    } finally {
      expect(await stopServerProcess(first.child)).toBe(0);
    }
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    const secret = readFileSync(secretFile, 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(databaseBytes().includes(secret)).toBe(false);

    // A galaxy from before: its generated secret in the database, no file.
    const db = openDatabase(databasePath);
    await setSetting(db, 'jwt_secret', secret);
    await closeDatabase(db);
    unlinkSync(secretFile);

    const second = await startServerProcess(env);
    try {
      // Sessions signed before the move still work: the secret moved, it did not change.
      const me = await httpTransport(second.baseUrl)({ url: '/api/v1/auth/me', token });
      expect(me.status).toBe(200);
    } finally {
      expect(await stopServerProcess(second.child)).toBe(0);
    }
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(secret);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    const after = openDatabase(databasePath);
    expect(await getSetting(after, 'jwt_secret')).toBeUndefined();
    await closeDatabase(after);
    expect(databaseBytes().includes(secret)).toBe(false);
  },
  60_000,
);

it.skipIf(testDialect !== 'postgres')(
  'PostgreSQL: will not start without JWT_SECRET; with it, deletes a secret the database holds',
  async () => {
    // A server that starts anyway is stopped, and the test fails.
    const refused = await startServerProcess(env).then(
      async (server) => void (await stopServerProcess(server.child)),
      (error: Error) => error,
    );
    expect(refused?.message).toMatch(
      /^exited with 1: (.*\n)*JWT_SECRET is required with DATABASE_URL: /,
    );

    const db = openDatabase(env.DATABASE_URL!);
    await setSetting(db, 'jwt_secret', 'o'.repeat(64));
    const jwtSecret = 'p'.repeat(48);
    const server = await startServerProcess({ ...env, JWT_SECRET: jwtSecret });
    try {
      expect((await newPlayer(httpTransport(server.baseUrl))).token).toBeTruthy();
    } finally {
      expect(await stopServerProcess(server.child)).toBe(0);
    }
    expect(await getSetting(db, 'jwt_secret')).toBeUndefined();
    await closeDatabase(db);
  },
  60_000,
);
