import { openDatabase, closeDatabase, type Db } from '@orrery/db';
import { listBalancesOffLedger } from '@orrery/db/economy';
import { createTestDatabase, testDialect, type TestDatabase } from '@orrery/db/testing';
import { updateGameConfig } from '@orrery/api/game/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildServerOnce,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process.js';

// Scale-out, for real: two server processes (the built entry point, as `npm start` runs it) on one
// PostgreSQL database, and on one Redis for the sign-in limits when one answers on localhost.
// Players and collects go through both at once; the database alone keeps them one game.

/** Whether Redis answers on localhost:6379 (the servers then share their limits there). */
interface Racer {
  id: number;
  token: string;
}

describe.runIf(testDialect === 'postgres')('two servers on one PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;
  let servers: ServerProcess[] = [];
  let hashes: string[];
  let players = 0;

  const call = async (
    server: number,
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ) => {
    const response = await fetch(servers[server]!.baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** Registers through one server and signs in through the other. */
  const newRacer = async (): Promise<Racer> => {
    players += 1;
    const email = `racer${players}@example.com`;
    const password = 'correct horse battery';
    const server = players % 2;
    const registered = await call(server, 'POST', '/api/v1/auth/register', undefined, {
      username: `Racer ${players}`,
      suffix: '',
      email,
      password,
    });
    expect(registered.status).toBe(201);
    const login = await call(1 - server, 'POST', '/api/v1/auth/login', undefined, {
      email,
      password,
    });
    const { token, user } = login.body as { token: string; user: { id: number } };
    return { id: user.id, token };
  };

  const collect = (server: number, racer: Racer, hash: string) =>
    call(server, 'POST', `/api/v1/solar/collect/${hash}`, racer.token, {});

  beforeAll(async () => {
    buildServerOnce();
    // An empty database: both servers migrate it and race to seed it (one seeds, one waits).
    database = await createTestDatabase({ migrate: false });
    await database.db.destroy();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.target,
      DATABASE_POOL_SIZE: '4',
      PORT: '0',
      HOST: '127.0.0.1',
      GALAXY_SEED: 'scale-out',
      GALAXY_SIZE: '300',
      JWT_SECRET: 'scale-out-test-secret-shared-by-both-servers',
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      // The Redis the root vitest config found or started, when there is one.
      ...(process.env.ORRERY_TEST_REDIS_URL
        ? { REDIS_URL: process.env.ORRERY_TEST_REDIS_URL }
        : {}),
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    db = openDatabase(database.target, { poolSize: 2 });
    // The races name their systems, which takes a targeted scan (the offer decides otherwise): free here.
    await updateGameConfig(db, { targetedScanCost: 0 });
    const map = await call(0, 'GET', '/api/v1/solar/solarsystems/map');
    hashes = (map.body as unknown as { hash: string }[]).map((system) => system.hash);
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) expect(await stopServerProcess(server.child)).toBe(0);
    if (db) await closeDatabase(db);
    await database?.cleanup().catch(() => undefined);
  }, 60_000);

  it('serves one galaxy from both, seeded once though both started on an empty database', async () => {
    expect(hashes).toHaveLength(300);
    const systems = await db
      .selectFrom('systems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(systems.n).toBe(300);
    expect(await db.selectFrom('galaxies').selectAll().execute()).toHaveLength(1);
    const other = await call(1, 'GET', '/api/v1/solar/solarsystems/map');
    expect((other.body as unknown as { hash: string }[]).map((system) => system.hash)).toEqual(
      hashes,
    );
  });

  it("each player's collects raced through both servers: exactly one lands", async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, () => newRacer()));
    const results = await Promise.all(
      racers.flatMap((racer, r) =>
        // Six different systems per player, three through each server, all at once.
        Array.from({ length: 6 }, (_, k) =>
          collect(k % 2, racer, hashes[10 + r * 6 + k]!).then((result) => ({ racer, result })),
        ),
      ),
    );
    for (const racer of racers) {
      const mine = results.filter((entry) => entry.racer === racer).map((entry) => entry.result);
      expect(mine.filter((result) => result.status === 200)).toHaveLength(1);
      expect(mine.filter((result) => result.status === 400)).toHaveLength(5);
      const discoveries = await db
        .selectFrom('discoveries')
        .select('system_id')
        .where('user_id', '=', racer.id)
        .execute();
      const paid = await db
        .selectFrom('ledger_transactions')
        .select('amount')
        .where('user_id', '=', racer.id)
        .where('reason', '=', 'collection')
        .execute();
      expect(discoveries).toHaveLength(1);
      expect(paid).toHaveLength(1);
    }
    expect(await listBalancesOffLedger(db)).toEqual([]);
  });

  it('players racing for the same systems through both servers: one winner each, seen by both', async () => {
    const contested = hashes.slice(200, 205);
    const racers = await Promise.all(
      Array.from({ length: contested.length * 4 }, () => newRacer()),
    );
    const results = await Promise.all(
      racers.map((racer, i) =>
        collect(i % 2, racer, contested[i % contested.length]!).then((result) => ({
          racer,
          i,
          result,
        })),
      ),
    );
    for (const [s, hash] of contested.entries()) {
      const entries = results.filter((entry) => entry.i % contested.length === s);
      const winners = entries.filter((entry) => entry.result.status === 200);
      expect(winners).toHaveLength(1);
      expect(entries.filter((entry) => entry.result.status === 409)).toHaveLength(
        entries.length - 1,
      );
      const winner = winners[0]!.racer.id;
      // Each server shows the discovery, whichever made it (the other within its read cache's
      // 250 ms version check).
      for (const server of [0, 1]) {
        await vi.waitFor(
          async () => {
            const full = await call(server, 'GET', `/api/v1/solar/solarsystem/${hash}/full`);
            expect(full.body.discoveredById).toBe(winner);
          },
          { timeout: 10_000, interval: 100 },
        );
      }
    }
    // A loser may still collect elsewhere: a refused race took nothing from its cooldown.
    const loser = results.find((entry) => entry.result.status === 409)!;
    expect((await collect(1 - (loser.i % 2), loser.racer, hashes[250]!)).status).toBe(200);
    expect(await listBalancesOffLedger(db)).toEqual([]);
    const systems = await db.selectFrom('discoveries').select('system_id').execute();
    expect(new Set(systems.map((row) => row.system_id)).size).toBe(systems.length);
  });
});
