/**
 * `npm run bench` (apps/server), the live galaxy (docs/operations.md "Live events"): how soon a
 * discovery reaches an open stream on one SQLite server, and across two servers on one PostgreSQL
 * through Redis (both servers in this process, each with its own database pool and Redis
 * connections); then 10,000 idle streams on one server in a child process: memory per stream,
 * how long one broadcast takes to reach all of them, the longest it holds the server's event loop
 * at once (the worst event-loop delay in the child while it goes out), and /healthz meanwhile.
 * PostgreSQL at ORRERY_BENCH_POSTGRES_URL (default the local socket), Redis at
 * ORRERY_BENCH_REDIS_URL (default localhost:6379); the cross-server figure is skipped without them.
 * `--streams-only`: the idle streams alone.
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { closeDatabase, openDatabase, type Db } from '@orrery/db';
import { createPostgresDatabase } from '@orrery/db/testing';
import { Redis } from 'ioredis';
import {
  atLeast,
  atMost,
  measured,
  writeBenchResult,
  type Figures,
} from '../../../bench/results.js';
import { liveDatabase, liveServer } from './live-app.js';

const DISCOVERIES = Number(process.env.BENCH_LIVE_DISCOVERIES ?? 1000);
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 10_000);
const ADMIN_URL = process.env.ORRERY_BENCH_POSTGRES_URL || 'postgres:///postgres';
const REDIS_URL = process.env.ORRERY_BENCH_REDIS_URL || 'redis://localhost:6379';
const dir = mkdtempSync(join(tmpdir(), 'orrery-live-bench-'));
const figures: Figures = {};

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function json(url: string, method = 'GET', token?: string, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** An open stream calling `onFrame` with each frame's text. */
function listen(url: string, onFrame: (frame: string) => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    request(`${url}/api/v1/events`, { agent: false }, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          onFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      response.on('error', () => {});
      resolve(response);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * One player collects DISCOVERIES times through `collectUrl` while a stream on `streamUrl` waits
 * for each discovery, in ms, sorted: from sending the collect to the event's arrival (`sent`), and
 * how much later than the collector's own answer the stream heard of it (`lag`, 0 when sooner).
 */
async function discoveryLatencies(
  collectUrl: string,
  streamUrl: string,
): Promise<{ sent: number[]; lag: number[] }> {
  const suffix = randomUUID().slice(0, 8);
  await json(`${collectUrl}/api/v1/auth/register`, 'POST', undefined, {
    username: `Bench ${suffix}`,
    suffix: '',
    email: `bench-${suffix}@example.com`,
    password: 'correct horse battery',
  });
  const { token } = await json(`${collectUrl}/api/v1/auth/login`, 'POST', undefined, {
    email: `bench-${suffix}@example.com`,
    password: 'correct horse battery',
  });
  const waiting = new Map<string, (at: number) => void>();
  const arrived = new Map<string, number>();
  const stream = await listen(streamUrl, (frame) => {
    const data = /^data: (.*)$/m.exec(frame);
    if (!frame.includes('event: discovery') || !data) return;
    const { hash } = JSON.parse(data[1]!) as { hash: string };
    const at = performance.now();
    arrived.set(hash, at);
    waiting.get(hash)?.(at);
  });
  const sent: number[] = [];
  const lag: number[] = [];
  for (let i = 0; i < DISCOVERIES; i += 1) {
    const offer = await json(`${collectUrl}/api/v1/solar/collection/offer`, 'GET', token);
    if (!offer.system?.hash && !offer.id) throw new Error(`no offer: ${JSON.stringify(offer)}`);
    const started = performance.now();
    const collected = await json(`${collectUrl}/api/v1/solar/collect/${offer.id}`, 'POST', token);
    const answered = performance.now();
    const hash = collected.system?.hash as string | undefined;
    if (!hash) throw new Error(`collect ${i} failed: ${JSON.stringify(collected)}`);
    const at =
      arrived.get(hash) ??
      (await new Promise<number>((resolve, reject) => {
        waiting.set(hash, resolve);
        setTimeout(() => reject(new Error(`discovery ${hash} never arrived`)), 5000).unref();
      }));
    sent.push(at - started);
    lag.push(Math.max(0, at - answered));
  }
  stream.destroy();
  return { sent: sent.sort((a, b) => a - b), lag: lag.sort((a, b) => a - b) };
}

async function singleServer(): Promise<void> {
  const db = await liveDatabase(join(dir, 'single.db'));
  const { app, url } = await liveServer(db, dir);
  const { sent, lag } = await discoveryLatencies(url, url);
  figures['single SQLite server: stream after the collect answers, p99'] = atMost(
    p(lag, 0.99),
    'ms',
    100,
  );
  figures['single SQLite server: collect sent to stream, p99'] = measured(p(sent, 0.99), 'ms');
  figures['single SQLite server: collect sent to stream, p50'] = measured(p(sent, 0.5), 'ms');
  console.log(
    `single server: lag p99 ${p(lag, 0.99).toFixed(1)} ms; sent-to-stream p50 ${p(sent, 0.5).toFixed(1)}, p99 ${p(sent, 0.99).toFixed(1)} ms`,
  );
  await app.close();
  await closeDatabase(db);
}

/**
 * A discovery made through server A reaching a stream on server B, both on one PostgreSQL: through
 * Redis, or (`withRedis` false) through the `live_events` change log each server polls.
 */
async function acrossServers(withRedis: boolean): Promise<void> {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    postgres = await createPostgresDatabase(ADMIN_URL, 'orrery_bench_live');
    if (withRedis) await redis.connect();
  } catch (error) {
    console.log(`cross-server figure SKIPPED: ${(error as Error).message}`);
    redis.disconnect();
    return;
  }
  const namespace = `orrery-bench-live:${randomUUID()}:`;
  const setup = await liveDatabase(postgres.url);
  await closeDatabase(setup);
  const dbs: Db[] = [openDatabase(postgres.url), openDatabase(postgres.url)];
  const clients = withRedis ? [redis, new Redis(REDIS_URL)] : [];
  const servers = await Promise.all(
    dbs.map((db, i) => liveServer(db, dir, withRedis ? { redis: clients[i]!, namespace } : {})),
  );
  const { sent, lag } = await discoveryLatencies(servers[0]!.url, servers[1]!.url);
  const via = withRedis ? 'PostgreSQL + Redis' : 'PostgreSQL change log, no Redis';
  figures[`A to B (${via}): stream after the collect answers, p99`] = atMost(
    p(lag, 0.99),
    'ms',
    500,
  );
  figures[`A to B (${via}): collect sent to stream, p99`] = measured(p(sent, 0.99), 'ms');
  figures[`A to B (${via}): collect sent to stream, p50`] = measured(p(sent, 0.5), 'ms');
  console.log(
    `across servers (${via}): lag p99 ${p(lag, 0.99).toFixed(1)} ms; sent-to-stream p50 ${p(sent, 0.5).toFixed(1)}, p99 ${p(sent, 0.99).toFixed(1)} ms`,
  );
  for (const server of servers) await server.app.close();
  for (const db of dbs) await closeDatabase(db);
  if (withRedis) await redis.del(`${namespace}events:seq`, `${namespace}events:log`);
  for (const client of clients) client.disconnect();
  if (!withRedis) redis.disconnect();
  await postgres.drop();
}

async function idleStreams(): Promise<void> {
  const child = fork(join(import.meta.dirname, 'live-streams-child.ts'), {
    execArgv: ['--conditions=source', '--import', 'tsx', '--expose-gc'],
  });
  const reply = () => new Promise<Record<string, any>>((r) => child.once('message', r)); // eslint-disable-line @typescript-eslint/no-explicit-any
  const { url, memory: before } = await reply();
  const ask: Ask = (message) => {
    const answer = reply();
    child.send(message);
    return answer;
  };
  let received = 0;
  const streams: IncomingMessage[] = [];
  for (let start = 0; start < STREAMS; start += 250) {
    const batch = Array.from({ length: Math.min(250, STREAMS - start) }, () =>
      listen(url, (frame) => {
        if (frame.includes('event: discovery')) received += 1;
      }),
    );
    streams.push(...(await Promise.all(batch)));
  }
  await new Promise((r) => setTimeout(r, 2000));
  child.send('memory');
  const { memory: after } = await reply();
  const rssPerStream = (after.rss - before.rss) / STREAMS / 1024;
  const heapPerStream = (after.heapUsed - before.heapUsed) / STREAMS / 1024;
  figures['10,000 idle streams: server memory per stream (RSS)'] = atMost(rssPerStream, 'KB', 20);
  figures['10,000 idle streams: server heap per stream'] = measured(heapPerStream, 'KB');

  // Broadcasts, with /healthz asked one after another meanwhile.
  const holds: number[] = [];
  const reaches: number[] = [];
  const probe = await probeHealth(url);
  for (let i = 0; i < 10; i += 1) {
    const started = performance.now();
    child.send('broadcast');
    const everyone = STREAMS * (i + 1);
    while (received < everyone && performance.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 1));
    }
    reaches.push(performance.now() - started);
    child.send('hold');
    holds.push((await reply()).holdMs as number);
    await new Promise((r) => setTimeout(r, 300));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const health = await probe.stop();
  holds.sort((a, b) => a - b);
  reaches.sort((a, b) => a - b);
  figures['10,000 idle streams: one broadcast holds the loop (median of 10)'] = atMost(
    p(holds, 0.5),
    'ms',
    50,
  );
  figures['10,000 idle streams: one broadcast holds the loop (max of 10)'] = measured(
    holds.at(-1)!,
    'ms',
  );
  figures['10,000 idle streams: one broadcast reaches every stream (median of 10)'] = measured(
    p(reaches, 0.5),
    'ms',
  );
  figures['10,000 idle streams: /healthz p99 during broadcasts'] = atMost(
    p(health, 0.99),
    'ms',
    50,
  );
  figures['10,000 idle streams: events received of those sent'] = measured(
    received / (STREAMS * 10),
    'ratio',
  );
  console.log(
    `idle streams: ${rssPerStream.toFixed(1)} KB RSS/stream, hold median ${p(holds, 0.5).toFixed(1)}, ` +
      `max ${holds.at(-1)!.toFixed(1)} ms, reach median ${p(reaches, 0.5).toFixed(0)} ms, ` +
      `/healthz p99 ${p(health, 0.99).toFixed(1)} ms, received ${received}/${STREAMS * 10}`,
  );
  await dropStorm(streams, url, ask);
  await slowReader(url, ask);
  child.kill();
}

type Ask = (message: string) => Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * /healthz asked one call after another until `stop()`, from a process of its own (the bench's
 * process is busy with the streams' clients); its latencies in ms, sorted.
 */
async function probeHealth(url: string): Promise<{ stop(): Promise<number[]> }> {
  const prober = fork(join(import.meta.dirname, 'healthz-probe-child.ts'), {
    execArgv: ['--import', 'tsx'],
  });
  const reply = () => new Promise<Record<string, any>>((r) => prober.once('message', r)); // eslint-disable-line @typescript-eslint/no-explicit-any
  await reply();
  const started = reply();
  prober.send({ start: url });
  await started;
  return {
    async stop() {
      const answer = reply();
      prober.send({ stop: true });
      const { latencies } = await answer;
      prober.kill();
      return latencies as number[];
    },
  };
}

/**
 * Every client goes at once (a proxy's deploy, a network blip): how long until the server has let
 * every stream go, the longest it held its loop meanwhile, and /healthz meanwhile.
 */
async function dropStorm(streams: IncomingMessage[], url: string, ask: Ask): Promise<void> {
  // Other connections stay (none, once the broadcasts' probe is gone); the probe adds at most one.
  const others = ((await ask('connections')).connections as number) - streams.length;
  await ask('reset-ack');
  const cpuBefore = (await ask('cpu')).cpu as NodeJS.CpuUsage;
  const health = await probeHealth(url);
  const started = performance.now();
  for (const stream of streams) stream.destroy();
  while (
    (await ask('connections')).connections > others + 1 &&
    performance.now() - started < 60_000
  ) {
    await new Promise((r) => setTimeout(r, 5));
  }
  const closedMs = performance.now() - started;
  const cpu = (await ask('cpu')).cpu as NodeJS.CpuUsage;
  // CPU time tells the server's own work from time it waited for a busy machine's cores.
  const cpuMs = (cpu.user - cpuBefore.user + cpu.system - cpuBefore.system) / 1000;
  const latencies = await health.stop();
  const holdMs = (await ask('hold')).holdMs as number;
  figures['drop storm: every one of 10,000 streams let go'] = measured(closedMs, 'ms');
  figures['drop storm: server CPU time, /healthz probes included'] = measured(cpuMs, 'ms');
  figures['drop storm: longest event-loop hold'] = atMost(holdMs, 'ms', 50);
  figures['drop storm: /healthz p99 meanwhile'] = atMost(p(latencies, 0.99), 'ms', 50);
  console.log(
    `drop storm: all let go in ${closedMs.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms), hold ${holdMs.toFixed(1)} ms, /healthz p99 ${p(latencies, 0.99).toFixed(1)} ms`,
  );
}

/**
 * A stream whose client stops reading, beside one that reads, flooded with ~16 KB discoveries:
 * is it closed at its buffer bound, and what does the server's memory do meanwhile.
 */
async function slowReader(url: string, ask: Ask): Promise<void> {
  let read = 0;
  const slow = await listen(url, () => {});
  slow.pause();
  const reading = await listen(url, (frame) => {
    if (frame.includes('event: discovery')) read += 1;
  });
  await new Promise((r) => setTimeout(r, 200));
  const open = (await ask('connections')).connections as number;
  const before = (await ask('memory')).memory.rss as number;
  let peak = before;
  let rounds = 0;
  let dropped = false;
  while (!dropped && rounds < 4096) {
    rounds += 1;
    await ask('flood-ack');
    if (rounds % 16 === 0) {
      dropped = (await ask('connections')).connections < open;
      peak = Math.max(peak, (await ask('memory')).memory.rss as number);
    }
  }
  while (read < rounds * 2) await new Promise((r) => setTimeout(r, 10));
  figures['slow reader: closed at its buffer bound'] = atLeast(dropped ? 1 : 0, 'yes', 1);
  figures['slow reader: discoveries sent before it was closed'] = measured(rounds * 2, 'events');
  figures['slow reader: server RSS growth while flooding'] = measured(
    (peak - before) / 1024 / 1024,
    'MB',
  );
  figures['slow reader: the reading stream received every event'] = atLeast(
    read / (rounds * 2),
    'ratio',
    1,
  );
  console.log(
    `slow reader: closed ${dropped} after ${rounds * 2} events, RSS +${((peak - before) / 1048576).toFixed(1)} MB, reader got ${read}/${rounds * 2}`,
  );
  slow.destroy();
  reading.destroy();
}

if (!process.argv.includes('--streams-only')) {
  await singleServer();
  await acrossServers(true);
  await acrossServers(false);
}
await idleStreams();
console.log(
  `wrote ${writeBenchResult('live-events', figures, { discoveries: DISCOVERIES, streams: STREAMS })}`,
);
process.exit(0);
