import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { DATABASE_UNAVAILABLE } from '@orrery/api';
import { NOTHING_TO_COLLECT } from '@orrery/api/game/collect';
import { closeDatabase, openDatabase, type Db } from '@orrery/db';
import { listBalancesOffLedger } from '@orrery/db/economy';
import { createTestDatabase, testDialect, type TestDatabase } from '@orrery/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import {
  buildServerOnce,
  startServerProcess,
  type ServerProcess,
} from './support/server-process.js';
import { httpTransport, type ApiResponse, type Send } from './support/transports.js';

// Collects racing over real HTTP, through built servers (`node dist/main.js`), for a galaxy of
// fewer systems than players: every racer gets an answer, each system one holder. One server on
// the project's database; on PostgreSQL also two servers on one database, each drawing through its
// own reach index. The servers run with a short database timeout, so a request that waits for a
// lock held elsewhere answers 503 instead of holding its connection.

const SYSTEMS = 2;
const TIMEOUT_MS = 1000;

/** SIGTERM, and SIGKILL should the server not close (requests it cannot finish); its exit code. */
async function stop(child: ChildProcess): Promise<number | null> {
  const closed = once(child, 'close');
  child.kill('SIGTERM');
  const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const [code] = await closed;
  clearTimeout(kill);
  return code as number | null;
}

interface Cluster {
  db: Db;
  servers: ServerProcess[];
  sends: Send[];
}

/** `count` servers on one fresh database of the project's dialect, with a galaxy of SYSTEMS. */
function cluster(count: number): Cluster {
  const cluster = { servers: [], sends: [] } as unknown as Cluster;
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    buildServerOnce();
    dir = mkdtempSync(join(tmpdir(), 'orrery-collect-race-'));
    // An empty database: the first server seeds it.
    database = await createTestDatabase({ migrate: false });
    await closeDatabase(database.db);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...(testDialect === 'postgres'
        ? { DATABASE_URL: database.target, DATABASE_POOL_SIZE: '4' }
        : { DATABASE_PATH: database.target }),
      DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
      DATABASE_BUSY_TIMEOUT_MS: String(TIMEOUT_MS),
      PORT: '0',
      HOST: '127.0.0.1',
      GALAXY_SEED: 'collect-race',
      GALAXY_SIZE: String(SYSTEMS),
      JWT_SECRET: 'collect-race-test-secret-shared-by-every-server',
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      MAIL_DIR: join(dir, 'mail'),
      WARM_UP_REQUESTS: '0',
    };
    cluster.servers.push(await startServerProcess(env));
    for (let i = 1; i < count; i++) cluster.servers.push(await startServerProcess(env));
    cluster.sends.push(...cluster.servers.map((server) => httpTransport(server.baseUrl)));
    cluster.db = openDatabase(database.target, { poolSize: 2 });
  }, 240_000);
  afterAll(async () => {
    const codes = await Promise.all(cluster.servers.map((server) => stop(server.child)));
    expect(codes).toEqual(cluster.servers.map(() => 0));
    if (cluster.db) await closeDatabase(cluster.db);
    await database?.cleanup().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
  return cluster;
}

const collect = (send: Send, player: Player) =>
  send({ method: 'POST', url: '/api/v1/solar/collect/offer-1', token: player.token, body: {} });

/**
 * Players (as many more than the systems left as `extra`) ask for their offers, then all collect
 * at the same moment, through the servers in turn.
 */
async function race(
  { db, sends }: Cluster,
  extra: number,
): Promise<{ players: Player[]; answers: ApiResponse[] }> {
  const left = SYSTEMS - (await db.selectFrom('discoveries').select('system_id').execute()).length;
  const players: Player[] = [];
  for (let i = 0; i < left + extra; i++) {
    const send = sends[i % sends.length]!;
    const player = await newPlayer(send);
    expect(
      (await send({ url: '/api/v1/solar/collection/offer', token: player.token })).status,
    ).toBe(200);
    players.push(player);
  }
  const answers = await Promise.all(
    players.map((player, i) => collect(sends[i % sends.length]!, player)),
  );
  return { players, answers };
}

/** One holder per system, every system held, and every balance its ledger's sum. */
async function expectOneGame(db: Db): Promise<void> {
  const held = await db.selectFrom('discoveries').select(['system_id', 'user_id']).execute();
  expect(held).toHaveLength(SYSTEMS);
  expect(new Set(held.map((row) => row.system_id)).size).toBe(SYSTEMS);
  expect(new Set(held.map((row) => row.user_id)).size).toBe(SYSTEMS);
  expect(await listBalancesOffLedger(db)).toEqual([]);
}

/** Of the racers, those who won: each won one system, and the others heard the spec's refusal. */
function expectWinners(answers: ApiResponse[], wins: number): void {
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(wins);
  for (const refused of answers.filter((answer) => answer.status !== 200)) {
    expect(refused.status).toBe(400);
    expect(refused.json()).toEqual({ error: NOTHING_TO_COLLECT });
  }
}

describe('one server', () => {
  const one = cluster(1);

  it('a collect that waits past the database timeout answers 503 and changes nothing', async () => {
    const [send] = one.sends;
    const player = await newPlayer(send!);
    expect(
      (await send!({ url: '/api/v1/solar/collection/offer', token: player.token })).status,
    ).toBe(200);
    const user = () =>
      one.db.selectFrom('users').selectAll().where('id', '=', player.id).executeTakeFirstOrThrow();
    const before = await user();
    // Another connection holds the player's row (PostgreSQL) or the write lock (SQLite).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (locked = resolve));
    const holder = one.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ currency: before.currency })
        .where('id', '=', player.id)
        .execute();
      locked();
      await released;
    });
    await held;
    const failures = () =>
      one.servers[0]!.messages.filter((message) => message === 'procedure failed').length;
    const failedBefore = failures();
    const answer = await collect(send!, player);
    release();
    await holder;
    expect(answer.status).toBe(503);
    expect(answer.json()).toEqual({ error: DATABASE_UNAVAILABLE });
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(await user()).toEqual(before);
    expect(
      await one.db.selectFrom('discoveries').selectAll().where('user_id', '=', player.id).execute(),
    ).toEqual([]);
    // Logged once, as a server-side failure (the log is written in blocks).
    await vi.waitFor(() => expect(failures()).toBe(failedBefore + 1), { timeout: 10_000 });
    // Nothing was taken: the same collect, tried again, succeeds.
    expect((await collect(send!, player)).status).toBe(200);
  });

  it('players racing for the systems left: every one answers, one holder each', async () => {
    const { answers } = await race(one, 6);
    expectWinners(answers, SYSTEMS - 1);
    await expectOneGame(one.db);
  });
});

describe.runIf(testDialect === 'postgres')('two servers on one PostgreSQL database', () => {
  const two = cluster(2);

  it('players racing through both for fewer systems: every one answers, one holder each', async () => {
    const { answers } = await race(two, 6);
    expectWinners(answers, SYSTEMS);
    await expectOneGame(two.db);
  });
});
