/**
 * `npm run bench` (apps/server): growing a live galaxy while players collect. In one process, as a
 * server with auto-grow runs it: a SQLite galaxy of FROM systems (seeded once under the temp
 * directory, copied for each run), its map data and reach index kept as the server keeps them,
 * PLAYERS players collecting one after another, and a growth to TO systems in the auto-grow batches,
 * the map and reach following each batch. Measures the worst event-loop delay during the growth,
 * the collects' errors and latency (from when each is due), and checks that nothing was lost: every system and every
 * collect is there, and the map a fresh server loads is the same, byte for byte.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { currentMapData, keepReachIndex } from '@orrery/api';
import { register } from '@orrery/api/game/accounts';
import { collectSystem } from '@orrery/api/game/collect';
import { updateGameConfig } from '@orrery/api/game/core';
import { getOffer, offerKeyOf } from '@orrery/api/game/offer';
import { growGalaxy, seedGalaxy } from '@orrery/api/game/operations';
import { closeDatabase, migrateToLatest, openDatabase, type Db } from '@orrery/db';
import { atMost, measured, writeBenchResult, type Figures } from '../../../bench/results.js';
import { AUTO_GROW_BATCH } from '../src/workers/growth-worker.js';
import { WalCheckpoints } from '../src/workers/wal-checkpoints.js';

const FROM = Number(process.env.BENCH_GROWTH_FROM ?? 100_000);
const TO = Number(process.env.BENCH_GROWTH_TO ?? 2 * FROM);
const PLAYERS = 50;
/**
 * Each player's pause between collects: 50 collects a second in all, spread evenly, a load this
 * machine serves (at one collect per 100 ms each, the collects alone outran it and starved the
 * growth, whatever the growth did).
 */
const PAUSE_MS = Number(process.env.BENCH_GROWTH_PAUSE_MS ?? 1_000);
const GOALS = { loopMs: 50, errors: 0 };
const T0 = new Date('2026-03-01T12:00:00Z');
const KEY = offerKeyOf(new TextEncoder().encode('growth bench'));

const workDir = join(tmpdir(), 'orrery-bench-growth');
mkdirSync(workDir, { recursive: true });
const template = join(workDir, `galaxy-${FROM}.db`);
const target = join(workDir, 'run.db');

async function seededCopy(): Promise<Db> {
  if (!existsSync(template)) {
    console.log(`seeding ${FROM} systems (once, kept in ${workDir})`);
    const db = openDatabase(template);
    await migrateToLatest(db);
    await seedGalaxy(db, { seed: 'bench-growth', size: FROM, generatorVersion: 3 }, T0);
    // Every player may collect at once: the bench measures the growth, not the cooldown.
    await updateGameConfig(db, { cooldownHours: 1e-9 });
    await closeDatabase(db);
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(target + suffix, { force: true });
  copyFileSync(template, target);
  return openDatabase(target);
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;

const db = await seededCopy();
// As the server: the WAL checkpointed on a thread of its own.
const quietLog = { warn: console.warn } as unknown as FastifyBaseLogger;
const checkpoints = new WalCheckpoints(db, { target, open: {} }, quietLog);
console.log('loading the map data and reach index');
await currentMapData(db);
await keepReachIndex(db);
const players: number[] = [];
for (let p = 0; p < PLAYERS; p++) {
  const input = {
    username: `Grower ${p}`,
    suffix: 'League',
    email: `grower${p}@example.org`,
    password: 'correct horse battery',
  };
  players.push((await register(db, input, T0)).id);
}

const loop = monitorEventLoopDelay({ resolution: 5 });
let growing = true;
let collects = 0;
const errors: string[] = [];
const latencies: number[] = [];
/** One player's collects, one after another, each at a later moment, until the growth ends. */
async function play(id: number, index: number) {
  // Players start spread over one pause, as requests arrive, not all in one turn of the loop.
  await new Promise((resolve) => setTimeout(resolve, (index * PAUSE_MS) / PLAYERS));
  for (let round = 1; growing; round++) {
    // Each collect a request of its own, a player's every PAUSE_MS: SQLite answers without I/O, so
    // a loop of awaits alone would never let timers, the growth or the other players run.
    // Timed from when the request is due, not from when a stalled loop gets to it.
    const started = performance.now() + PAUSE_MS;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const now = new Date(T0.getTime() + round * 3_600_000 + index);
    try {
      const offer = await getOffer(db, id, now, KEY);
      await collectSystem(db, id, offer.id, now, KEY);
      collects += 1;
      latencies.push(performance.now() - started);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
      if (errors.length === 1) console.log(`first error: ${errors[0]}`);
    }
  }
}

// Each player collects twice first, as in a game already under way: a fresh process's first
// collects compile code and load time zones, stalls of their own that are not the growth's.
for (const round of [-1, 0]) {
  for (const [index, id] of players.entries()) {
    const now = new Date(T0.getTime() + round * 3_600_000 + index);
    await collectSystem(db, id, (await getOffer(db, id, now, KEY)).id, now, KEY);
  }
}
console.log(`growing ${FROM} → ${TO} while ${PLAYERS} players collect`);
loop.enable();
const ticker = setInterval(
  () => console.log(`  … ${collects} collects, ${errors.length} errors`),
  5_000,
);
ticker.unref();
const started = performance.now();
const following: Promise<unknown>[] = [];
const playing = players.map((id, i) => play(id, i));
let batches = 0;
await growGalaxy(db, TO, T0, {
  batchSize: AUTO_GROW_BATCH,
  betweenBatches: () => checkpoints.caughtUp(),
  onProgress: (done, total) => {
    batches += 1;
    // As a server's next map request would: extend the map data (draws follow on their own).
    following.push(currentMapData(db));
    if (batches % 10 === 0) console.log(`  ${done} / ${total}`);
  },
});
const growthS = (performance.now() - started) / 1000;
growing = false;
await Promise.all(playing);
await Promise.all(following);
await keepReachIndex(db);
loop.disable();
const stallMs = loop.max / 1e6;

// Nothing lost: every system, every collect, and the map a fresh server would load.
const systems = Number(
  (
    await db
      .selectFrom('systems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
const discoveries = Number(
  (
    await db
      .selectFrom('discoveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
// The checkpoints kept up: the WAL file is as long as its longest stretch between two restarts.
const walMegabytes = statSync(`${target}-wal`).size / 1e6;
await checkpoints.stop();
const watched = await currentMapData(db);
const fresh = openDatabase(target);
const reloaded = await currentMapData(fresh);
const sameMap = Buffer.compare(Buffer.from(watched.encoded), Buffer.from(reloaded.encoded)) === 0;
await closeDatabase(fresh);
await closeDatabase(db);
const lost =
  Math.abs(systems - TO) + Math.abs(discoveries - 2 * PLAYERS - collects) + (sameMap ? 0 : 1);

const figures: Figures = {
  maxLoopDelayMs: atMost(stallMs, 'ms', GOALS.loopMs),
  collectErrors: atMost(errors.length, 'errors', GOALS.errors),
  lost: atMost(lost, 'systems, collects or map bytes', 0),
  growthSeconds: measured(growthS, 's'),
  collects: measured(collects, 'collects'),
  collectP95Ms: measured(p95(latencies), 'ms'),
  collectMaxMs: measured(Math.max(...latencies), 'ms'),
  walMegabytes: measured(walMegabytes, 'MB'),
};
console.log(
  `growth ${growthS.toFixed(1)} s in ${batches} batches; worst loop delay ${stallMs.toFixed(1)} ms;`,
  `${collects} collects (p95 ${p95(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms),`,
  `${errors.length} errors;`,
  `WAL ${walMegabytes.toFixed(0)} MB; systems ${systems}/${TO}, discoveries ${discoveries}/${2 * PLAYERS + collects}, same map: ${sameMap}`,
);
if (errors.length > 0) console.log(`first error: ${errors[0]}`);
// A run of another size is a bench of its own: its figures do not replace the default's.
const name = FROM === 100_000 ? 'server-growth' : `server-growth-from-${FROM}`;
writeBenchResult(name, figures, {
  from: FROM,
  to: TO,
  players: PLAYERS,
  pauseMs: PAUSE_MS,
  batch: AUTO_GROW_BATCH,
  database: 'sqlite',
});
