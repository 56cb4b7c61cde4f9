import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_REFRESH_MS } from '@orrery/api/game/core';
import { changeGameConfig } from '@orrery/api/game/tuning';
import { closeDatabase, openDatabase, type Db } from '@orrery/db';
import { testDialect } from '@orrery/db/testing';
import { assignConfig } from '@orrery/domain/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { databaseForServerProcesses } from './support/process-database.js';
import {
  buildServerOnce,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process.js';
import { httpTransport, type Send } from './support/transports.js';

// A change of the game config made by another process (here the test's, as `orrery config set`
// makes it) reaches two running servers on one database without a restart: the uncached rules
// (odds, the buy-down price) and the cached reads (a full system's ETag, the galaxy version).

/** The goal for a config change to reach players. */
const VISIBLE_WITHIN_MS = 5_000;

const dir = mkdtempSync(join(tmpdir(), 'orrery-config-refresh-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_PATH: join(dir, 'orrery.db'),
  DATABASE_POOL_SIZE: '3',
  PORT: '0',
  HOST: '127.0.0.1',
  GALAXY_SEED: 'config-refresh',
  GALAXY_SIZE: '200',
  LOG_LEVEL: 'info',
  WARM_UP_REQUESTS: '0',
  WEB_DIST: '/nonexistent',
  JWT_SECRET: 'config-refresh-test-secret-shared-by-both',
};
databaseForServerProcesses(env, dir);

describe(`a config change on two servers (${testDialect})`, () => {
  let servers: ServerProcess[] = [];
  let send: Send[] = [];
  let db: Db;
  let player: Player;
  let hash: string;

  beforeAll(async () => {
    buildServerOnce();
    // One seeds the galaxy; the second starts on it ready.
    servers = [await startServerProcess(env)];
    servers.push(await startServerProcess(env));
    send = servers.map((server) => httpTransport(server.baseUrl));
    db = openDatabase(env.DATABASE_URL ?? env.DATABASE_PATH!, { poolSize: 2 });
    player = await newPlayer(send[0]!);
    const search = await send[0]!({ method: 'GET', url: '/api/v1/solar/solarsystems/random' });
    hash = (search.json() as { hash: string }).hash;
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) expect(await stopServerProcess(server.child)).toBe(0);
    if (db) await closeDatabase(db);
  }, 60_000);

  /** What each server answers now: the buy-down price, the odds' pity, a full system's ETag. */
  const answers = (server: Send) =>
    Promise.all([
      server({
        method: 'GET',
        url: '/api/v1/solar/collection/buydown',
        headers: { authorization: `Bearer ${player.token}` },
      }).then((r) => (r.json() as { costPerHour: number }).costPerHour),
      server({ method: 'GET', url: '/api/v1/solar/odds' }).then(
        (r) => (r.json() as { rules: { pityThreshold: number } }).rules.pityThreshold,
      ),
      server({ method: 'GET', url: `/api/v1/solar/solarsystem/${hash}/full` }).then(
        (r) => r.headers.etag,
      ),
    ]);

  it('is seen by both servers within the refresh time, without a restart', async () => {
    const before = await Promise.all(send.map(answers));
    for (const [price, pity] of before) expect([price, pity]).toEqual([100, 10]);
    // Asked twice: the full system is now a cached answer on both servers.
    expect(await Promise.all(send.map(answers))).toEqual(before);

    const changedAt = performance.now();
    await changeGameConfig(
      db,
      (live) => assignConfig(live, ['buydownCostPerHour=80', 'pityThreshold=7']),
      { source: 'config set', now: new Date() },
    );
    const seenAfter: number[] = [];
    for (const [i, server] of send.entries()) {
      for (;;) {
        const [price, pity, etag] = await answers(server);
        if (price === 80 && pity === 7 && etag !== before[i]![2]) break;
        expect(
          performance.now() - changedAt,
          `server ${i} still answers the old config`,
        ).toBeLessThan(VISIBLE_WITHIN_MS);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      seenAfter.push(performance.now() - changedAt);
    }
    // Cached reads follow the galaxy version, read again every CONFIG_REFRESH_MS.
    expect(CONFIG_REFRESH_MS).toBeLessThan(VISIBLE_WITHIN_MS);
    expect(seenAfter).toHaveLength(2);
  });
});
