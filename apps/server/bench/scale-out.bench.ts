/**
 * `npm run bench` (apps/server), the scale-out rows: the same mix of reads and collects against
 * 1 server on SQLite, 1 server on PostgreSQL and 2 servers on one PostgreSQL (autocannon, real
 * server processes from dist/main.js); cold /full and search latency p95 on each database; seeding
 * 100,000 systems on PostgreSQL; and where the CPU went during each mix run (a profile by process:
 * servers, PostgreSQL backends, the load generator). Needs PostgreSQL at ORRERY_BENCH_POSTGRES_URL
 * (default postgres:///postgres, the local socket); skipped with one line without it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { seedGalaxy } from '@orrery/api/game/operations';
import { closeDatabase, migrateToLatest, openDatabase } from '@orrery/db';
import { createPostgresDatabase } from '@orrery/db/testing';
import { cpuMicros, startChild, stop } from './children.js';
import {
  atLeast,
  atMost,
  measured,
  writeBenchResult,
  type Figures,
} from '../../../bench/results.js';

const SIZE = Number(process.env.BENCH_SCALE_SIZE ?? 100_000);
const SEED = 'bench-scale';
const PLAYERS = 120;
const MIX_SECONDS = 10;
const CONNECTIONS = 16;
const LATENCY_SAMPLES = 300;
const ADMIN_URL = process.env.ORRERY_BENCH_POSTGRES_URL || 'postgres:///postgres';
const PG_NAME = 'orrery_bench_scale';
const MAIN = resolve(import.meta.dirname, '../dist/main.js');
const workDir = join(tmpdir(), 'orrery-scale-bench');
const JWT_SECRET = 'scale-bench-secret-shared-by-every-server-0123456789';

const load = () => loadavg()[0]!.toFixed(1);

/** Seeds a galaxy in this process; resolves with the seconds it took. */
async function seedTimed(target: string) {
  const db = openDatabase(target);
  await migrateToLatest(db);
  const started = performance.now();
  await seedGalaxy(db, { seed: SEED, size: SIZE }, new Date());
  const seconds = (performance.now() - started) / 1000;
  await closeDatabase(db);
  return seconds;
}

const READY = /ready at http:\/\/127\.0\.0\.1:(\d+)/;

/** A built server on `env`'s database, once it listens and its map data is loaded. */
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
      AUTH_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'info',
      WEB_DIST: join(workDir, 'no-web'),
      ...env,
    },
    READY,
    /map data ready/,
  );
  return { child: server.child, url: `http://127.0.0.1:${server.port}` };
}

/** Registers and signs in players through `url`; their tokens. */
async function signIn(url: string, prefix: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let start = 0; start < PLAYERS; start += 8) {
    const batch = Array.from({ length: Math.min(8, PLAYERS - start) }, async (_, k) => {
      const email = `${prefix}${start + k}@example.com`;
      const body = {
        username: `Bench ${prefix} ${start + k}`,
        suffix: '',
        email,
        password: 'correct horse battery',
      };
      const post = (path: string, data: unknown) =>
        fetch(url + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(data),
        });
      await post('/api/v1/auth/register', body);
      const login = await post('/api/v1/auth/login', { email, password: body.password });
      return ((await login.json()) as { token: string }).token;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

async function hashesOf(url: string): Promise<string[]> {
  const map = (await (await fetch(`${url}/api/v1/solar/solarsystems/map`)).json()) as {
    hash: string;
  }[];
  return map.map((system) => system.hash);
}

/** CPU seconds (user + system) used so far by the processes with these pids. */
function cpuSeconds(pids: number[]): number {
  let micros = 0;
  for (const pid of pids) {
    try {
      micros += cpuMicros(pid);
    } catch {
      // gone
    }
  }
  return micros / 1e6;
}

/** Every PostgreSQL process on this machine (the cluster's backends and workers). */
function postgresPids(): number[] {
  const out = execFileSync('ps', ['-C', 'postgres', '-o', 'pid='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map(Number)
    .filter((pid) => pid > 0);
}

/**
 * The mix, for MIX_SECONDS on each server at once (CONNECTIONS split between them): of every 20
 * requests 14 read a full system (a random one of the galaxy: mostly cold), 3 search the guide,
 * 3 collect a random system with a random player's token (the first collect of a player in a run
 * lands, later ones are cooldown refusals: the same transaction and row lock, without a write).
 */
async function mix(urls: string[], tokens: string[], hashes: string[]) {
  let n = 0;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const runs = urls.map((url) =>
    autocannon({
      url,
      connections: Math.max(1, Math.floor(CONNECTIONS / urls.length)),
      duration: MIX_SECONDS,
      requests: [
        {
          setupRequest: (request) => {
            const slot = n++ % 20;
            if (slot < 14)
              return {
                ...request,
                method: 'GET',
                path: `/api/v1/solar/solarsystem/${pick(hashes)}/full`,
              };
            if (slot < 17)
              return {
                ...request,
                method: 'GET',
                path: `/api/v1/solar/solarsystems/search/optimized?search=${pick(hashes).slice(0, 3)}&limit=16`,
              };
            return {
              ...request,
              method: 'POST',
              path: `/api/v1/solar/collect/${pick(hashes)}`,
              headers: {
                authorization: `Bearer ${pick(tokens)}`,
                'content-type': 'application/json',
              },
              body: '{}',
            };
          },
        },
      ],
    }),
  );
  const results = await Promise.all(runs);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p95: Math.max(...results.map((r) => r.latency.p97_5)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

function p95(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)]!;
}

/** Sequential cold reads (each system once) and distinct searches: latency p95 in ms. */
async function latency(url: string, hashes: string[]) {
  const timed = async (path: string) => {
    const started = performance.now();
    const response = await fetch(url + path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return performance.now() - started;
  };
  const full: number[] = [];
  const search: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    full.push(await timed(`/api/v1/solar/solarsystem/${hashes[(i * 331) % hashes.length]}/full`));
    search.push(
      await timed(
        `/api/v1/solar/solarsystems/search/optimized?search=${hashes[(i * 577) % hashes.length]!.slice(1, 4)}&limit=16`,
      ),
    );
  }
  return { full: p95(full), search: p95(search) };
}

async function main() {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  try {
    postgres = await createPostgresDatabase(ADMIN_URL, PG_NAME);
  } catch {
    console.log(
      `scale-out bench SKIPPED: no PostgreSQL at ${ADMIN_URL} (set ORRERY_BENCH_POSTGRES_URL)`,
    );
    return;
  }
  const pgUrl = postgres.url;
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const sqlitePath = join(workDir, 'orrery.db');

  console.log(
    `Scale-out bench: ${SIZE.toLocaleString('en-US')} systems, load average ${load()} at start`,
  );
  const figures: Figures = {};
  const seedPg = await seedTimed(pgUrl);
  figures['seed on PostgreSQL'] = atMost(seedPg, 's', 15);
  console.log(`  seed on PostgreSQL: ${seedPg.toFixed(1)} s (goal ≤ 15 s), load ${load()}`);
  const seedSqlite = await seedTimed(sqlitePath);
  figures['seed on SQLite'] = measured(seedSqlite, 's');
  console.log(`  seed on SQLite:     ${seedSqlite.toFixed(1)} s, load ${load()}`);

  const rows: string[] = [];
  const configs = [
    { name: '1 server, SQLite', env: [{ DATABASE_PATH: sqlitePath }] },
    { name: '1 server, PostgreSQL', env: [{ DATABASE_URL: pgUrl, DATABASE_POOL_SIZE: '8' }] },
    {
      name: '2 servers, PostgreSQL',
      env: [
        { DATABASE_URL: pgUrl, DATABASE_POOL_SIZE: '8' },
        { DATABASE_URL: pgUrl, DATABASE_POOL_SIZE: '8' },
      ],
    },
  ];
  let onePg = 0;
  const sqliteLatency = { full: 0, search: 0 };
  for (const [c, config] of configs.entries()) {
    const servers = [];
    for (const env of config.env) servers.push(await startServer(env));
    try {
      const urls = servers.map((server) => server.url);
      const hashes = await hashesOf(urls[0]!);
      const tokens = await signIn(urls[0]!, `c${c}-`);
      if (config.env.length === 1) {
        const { full, search } = await latency(urls[0]!, hashes);
        if (config.name === '1 server, SQLite') Object.assign(sqliteLatency, { full, search });
        else {
          // PostgreSQL's goal: within twice SQLite's latency.
          figures['cold /full p95, PostgreSQL / SQLite'] = atMost(
            full / sqliteLatency.full,
            'ratio',
            2,
          );
          figures['search p95, PostgreSQL / SQLite'] = atMost(
            search / sqliteLatency.search,
            'ratio',
            2,
          );
        }
        figures[`cold /full p95, ${config.name}`] = measured(full, 'ms');
        figures[`search p95, ${config.name}`] = measured(search, 'ms');
        console.log(
          `  ${config.name}: cold /full p95 ${full.toFixed(1)} ms, search p95 ${search.toFixed(1)} ms (sequential, ${LATENCY_SAMPLES} each), load ${load()}`,
        );
      }
      const serverPids = servers.map((server) => server.child.pid!);
      const pgPids = postgresPids();
      const before = {
        servers: cpuSeconds(serverPids),
        postgres: cpuSeconds(pgPids),
        bench: process.cpuUsage(),
      };
      const result = await mix(urls, tokens, hashes);
      const benchCpu = process.cpuUsage(before.bench);
      const profile = {
        servers: cpuSeconds(serverPids) - before.servers,
        postgres: cpuSeconds(postgresPids()) - before.postgres,
        autocannon: (benchCpu.user + benchCpu.system) / 1e6,
      };
      if (config.name === '1 server, PostgreSQL') onePg = result.rps;
      figures[`mix, ${config.name}`] = measured(result.rps, 'req/s');
      if (config.env.length === 2 && onePg > 0) {
        figures['mix, 2 servers / 1 server on PostgreSQL'] = atLeast(
          result.rps / onePg,
          'ratio',
          1.5,
        );
      }
      const ratio =
        config.env.length === 2 && onePg > 0
          ? ` (${(result.rps / onePg).toFixed(2)}× one PostgreSQL server; goal 1.5×)`
          : '';
      rows.push(
        `  ${config.name.padEnd(22)} ${result.rps.toFixed(0).padStart(6)} req/s${ratio}, p97.5 ${result.p95} ms, ${result.errors} non-2xx (cooldown refusals) — CPU s in ${MIX_SECONDS} s: servers ${profile.servers.toFixed(1)}, PostgreSQL ${profile.postgres.toFixed(1)}, autocannon ${profile.autocannon.toFixed(1)}; load ${load()}`,
      );
      console.log(rows.at(-1));
    } finally {
      for (const server of servers) await stop(server.child);
    }
  }
  await postgres.drop();
  rmSync(workDir, { recursive: true, force: true });
  writeBenchResult('server-scale-out', figures, {
    systems: SIZE,
    players: PLAYERS,
    mixSeconds: MIX_SECONDS,
    connections: CONNECTIONS,
  });
}

await main();
