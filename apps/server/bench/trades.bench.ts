/**
 * `npm run bench` (apps/server), the trading rows: 200 accepts sent at once over 1,000 open offers,
 * to one server on SQLite and to two servers on one PostgreSQL (real server processes from
 * dist/main.js, the accepts split between them). Twenty pairs of accepted offers name the same
 * system: one of each pair succeeds, the other answers the documented 409 and turns void. After
 * each run the database's invariants are checked (balances equal ledger sums, one holder per
 * system). Needs PostgreSQL at ORRERY_BENCH_POSTGRES_URL (default postgres:///postgres) for the
 * second run; without it that run is skipped with one line.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sessionKey, startSession } from '@orrery/api';
import { evaluateAchievements } from '@orrery/api/game/achievements';
import { loadGameConfig, updateGameConfig } from '@orrery/api/game/core';
import { grantCredits } from '@orrery/api/game/ledger';
import { seedGalaxy } from '@orrery/api/game/operations';
import { proposeTrade } from '@orrery/api/game/trades';
import { closeDatabase, migrateToLatest, openDatabase, type Db } from '@orrery/db';
import { insertUser } from '@orrery/db/accounts';
import { insertDiscovery } from '@orrery/db/discoveries';
import { checkInvariants } from '@orrery/db/maintenance';
import { addDiscoveryToStats } from '@orrery/db/profiles';
import { createPostgresDatabase } from '@orrery/db/testing';
import { DEFAULT_TRADING } from '@orrery/domain/config';
import { startChild, stop } from './children.js';
import { atMost, measured, writeBenchResult, type Figures } from '../../../bench/results.js';

const SIZE = 3_000;
const SEED = 'bench-trades';
const SENDERS = 50;
const RECEIVERS = 200;
const OFFERS_EACH = 5;
/**
 * Receivers r with r % 10 === 1 accept an offer naming the system receiver r − 1 accepts. Offer j
 * of receiver r comes from sender (r + 7j) mod 50: the accepted ones spread over every sender.
 */
const CONTESTED = RECEIVERS / 10;
const ADMIN_URL = process.env.ORRERY_BENCH_POSTGRES_URL || 'postgres:///postgres';
const PG_NAME = 'orrery_bench_trades';
const MAIN = resolve(import.meta.dirname, '../dist/main.js');
const workDir = join(tmpdir(), 'orrery-trades-bench');
const JWT_SECRET = 'trades-bench-secret-shared-by-every-server-0123456789';
const DAY = 86_400_000;
/** Which runs to make (`sqlite`, `pg`; both unless BENCH_TRADES_RUNS says). */
const RUNS = (process.env.BENCH_TRADES_RUNS ?? 'sqlite,pg').split(',');

const load = () => loadavg()[0]!.toFixed(1);

interface World {
  /** Each receiver's token, and the id of the offer it accepts. */
  accepts: { token: string; tradeId: number }[];
}

/**
 * A seeded galaxy under open trading rules; senders holding a system per offer, receivers holding
 * one each, every account old enough. 1,000 offers: a system of the sender for 5 Ϟ, every fourth
 * asking the receiver's own system too.
 */
async function prepare(db: Db): Promise<World> {
  await migrateToLatest(db);
  const now = new Date();
  await seedGalaxy(db, { seed: SEED, size: SIZE }, now);
  await updateGameConfig(db, {
    trading: {
      ...DEFAULT_TRADING,
      minCollectedSystems: 0,
      dailyAcceptedCap: 10_000,
      openOutgoingCap: 10_000,
    },
  });
  const old = new Date(now.getTime() - 30 * DAY).toISOString();
  const found = new Date(now.getTime() - 10 * DAY).toISOString();
  const users: { id: number; username: string }[] = [];
  for (let i = 0; i < SENDERS + RECEIVERS; i++) {
    const username = `${i < SENDERS ? 'Sender' : 'Receiver'} ${i}`;
    const user = await insertUser(db, {
      username,
      email: `trader${i}@example.com`,
      email_key: `trader${i}@example.com`,
      username_key: username.toLowerCase(),
      password_hash: 'not-a-hash',
      next_collection_at: null,
      created_at: old,
    });
    await grantCredits(db, user.id, 10_000, 'bench', now);
    users.push(user);
  }
  const senders = users.slice(0, SENDERS);
  const receivers = users.slice(SENDERS);
  const systems = await db.selectFrom('systems').select(['id', 'hash', 'rarity_score']).execute();
  let next = 0;
  const hold = async (userId: number) => {
    const system = systems[next++]!;
    await insertDiscovery(db, { system_id: system.id, user_id: userId, discovered_at: found });
    await addDiscoveryToStats(db, userId, Math.round(system.rarity_score * 1000), found);
    return system.hash;
  };
  const own = new Map<number, string>();
  for (const receiver of receivers) own.set(receiver.id, await hold(receiver.id));
  const firstOffer = new Map<number, { from: number; hash: string }>();
  const key = sessionKey(JWT_SECRET);
  const accepts: World['accepts'] = [];
  for (const [r, receiver] of receivers.entries()) {
    let accepted = 0;
    for (let j = 0; j < OFFERS_EACH; j++) {
      const contested = j === 0 && r % 10 === 1;
      const sender = contested
        ? firstOffer.get(receivers[r - 1]!.id)!.from
        : senders[(r + j * 7) % SENDERS]!.id;
      const hash = contested ? firstOffer.get(receivers[r - 1]!.id)!.hash : await hold(sender);
      if (j === 0) firstOffer.set(receiver.id, { from: sender, hash });
      const trade = await proposeTrade(
        db,
        sender,
        {
          to: receiver.username,
          give: [hash],
          get: j % 4 === 3 ? [own.get(receiver.id)!] : [],
          giveCredits: 0,
          getCredits: 5,
          message: '',
        },
        now,
      );
      if (j === 0) accepted = trade.id;
    }
    accepts.push({ token: await startSession(db, key, receiver.id, now), tradeId: accepted });
  }
  // As after real collects, every society's achievements are up to date before it trades: the
  // accepts measure trading, not a first evaluation of each account's whole collection.
  const game = await loadGameConfig(db);
  for (const user of users) await evaluateAchievements(db, user.id, game, now);
  return { accepts };
}

const READY = /ready at http:\/\/127\.0\.0\.1:(\d+)/;

async function startServer(env: NodeJS.ProcessEnv) {
  const server = await startChild(
    workDir,
    [MAIN],
    {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      GALAXY_SEED: SEED,
      GALAXY_SIZE: String(SIZE),
      JWT_SECRET,
      LOG_LEVEL: 'info',
      WARM_UP_REQUESTS: '0',
      WEB_DIST: join(workDir, 'no-web'),
      ...env,
    },
    READY,
  );
  return { child: server.child, url: `http://127.0.0.1:${server.port}` };
}

function p95(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
}

/** Every accept sent at once, receiver i to server i mod n: latencies and statuses. */
async function acceptAll(urls: string[], world: World) {
  const started = performance.now();
  const results = await Promise.all(
    world.accepts.map(async ({ token, tradeId }, i) => {
      const sent = performance.now();
      const response = await fetch(`${urls[i % urls.length]}/api/v1/trades/${tradeId}/accept`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.text();
      return { ms: performance.now() - sent, status: response.status, body };
    }),
  );
  const wallMs = performance.now() - started;
  const count = (status: number) => results.filter((r) => r.status === status).length;
  const other = results.filter((r) => r.status !== 200 && r.status !== 409);
  if (other.length > 0)
    console.log(`    first other answer: ${other[0]!.status} ${other[0]!.body}`);
  return {
    p95: p95(results.map((r) => r.ms)),
    wallMs,
    accepted: count(200),
    conflicts: count(409),
    errors: results.length - count(200) - count(409),
  };
}

async function run(name: string, target: string, servers: number, figures: Figures) {
  const db = openDatabase(target);
  const setupStarted = performance.now();
  const world = await prepare(db);
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  const env = target.startsWith('postgres')
    ? { DATABASE_URL: target, DATABASE_POOL_SIZE: '8' }
    : { DATABASE_PATH: target };
  const children = [];
  try {
    for (let i = 0; i < servers; i++) children.push(await startServer(env));
    const result = await acceptAll(
      children.map((c) => c.url),
      world,
    );
    const broken = await checkInvariants(db);
    const voided = await db
      .selectFrom('trades')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'void')
      .executeTakeFirstOrThrow();
    figures[`accept p95, ${name}`] = atMost(result.p95, 'ms', 50);
    figures[`accept errors beyond 409, ${name}`] = atMost(result.errors, 'requests', 0);
    figures[`accept 409s, ${name}`] = atMost(result.conflicts, 'requests', CONTESTED);
    figures[`accepted, ${name}`] = measured(result.accepted, 'trades');
    figures[`200 accepts wall time, ${name}`] = measured(result.wallMs, 'ms');
    figures[`invariant breaches, ${name}`] = atMost(broken.length, 'findings', 0);
    console.log(
      `  ${name}: p95 ${result.p95.toFixed(1)} ms (goal ≤ 50), all 200 in ${result.wallMs.toFixed(0)} ms; ${result.accepted} accepted, ${result.conflicts} × 409 (≤ ${CONTESTED} contested), ${result.errors} other; ${Number(voided.n)} offers void; ${broken.length} invariant breaches; setup ${setupSeconds.toFixed(1)} s, load ${load()}`,
    );
    for (const finding of broken) console.log(`    ${finding.check}: ${finding.detail}`);
  } finally {
    for (const child of children) await stop(child.child);
    await closeDatabase(db);
  }
}

async function main() {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  console.log(
    `Trades bench: ${RECEIVERS} accepts at once over ${RECEIVERS * OFFERS_EACH} open offers, load ${load()} at start`,
  );
  const figures: Figures = {};
  if (RUNS.includes('sqlite'))
    await run('1 server, SQLite', join(workDir, 'orrery.db'), 1, figures);
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  try {
    if (RUNS.includes('pg')) postgres = await createPostgresDatabase(ADMIN_URL, PG_NAME);
  } catch {
    console.log(`  2 servers, PostgreSQL: SKIPPED (no PostgreSQL at ${ADMIN_URL})`);
  }
  if (postgres) {
    try {
      await run('2 servers, PostgreSQL', postgres.url, 2, figures);
    } finally {
      await postgres.drop();
    }
  }
  rmSync(workDir, { recursive: true, force: true });
  writeBenchResult('server-trades', figures, {
    systems: SIZE,
    senders: SENDERS,
    receivers: RECEIVERS,
    offers: RECEIVERS * OFFERS_EACH,
    contestedPairs: CONTESTED,
  });
}

await main();
