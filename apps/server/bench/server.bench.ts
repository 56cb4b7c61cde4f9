/**
 * `npm run bench` (apps/server): the real server (built dist/main.js, production defaults) side by
 * side with a bare node:http server answering the same bytes (bare-server.mjs), both loaded by
 * autocannon (itself warmed up first). Three rounds; each starts a fresh server (measured once it
 * has warmed up, as it does after listening in production) and takes fresh URLs (3,000 full
 * systems, 3,000 guide queries, never asked before in that process), so cold paths count. Per
 * round: the server's CPU time per request for full systems never asked (uncached, in the fresh
 * process) and asked again (cached); then each row's requests/s against the bare server's on the
 * same URLs. Reports each row's median round, and the map's compressed size at 100,000 systems.
 * The map list is measured brotli (`map`) and without Accept-Encoding (`plain`, about 19 MB an
 * answer, asked by a lighter client than autocannon: load-large.ts).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuMicros, startChild, stop, type Child } from './children.js';
import { CONNECTIONS, load } from './load.js';
import { loadLarge } from './load-large.js';
import { record, recordOne } from './recording.js';
import {
  atLeast,
  atMost,
  measured,
  writeBenchResult,
  type Figures,
} from '../../../bench/results.js';

const SIZE = 100_000;
const SEED = 'bench-galaxy';
const ROUNDS = 3;
/** Fresh full systems per round for the side-by-side row, and more for the CPU measure. */
const FULL_HASHES = 3_000;
const CPU_HASHES = 1_000;
/** Times the CPU measure asks for its systems again once they are cached. */
const CACHED_PASSES = 3;
const SEARCHES = 3_000;
const ROW_SECONDS = 3;
const GOALS = { full: 0.7, search: 0.7, map: 0.9, plain: 0.9 };
const CPU_GOALS_US = { uncached: 200, cached: 20 };
/**
 * The bare server's CPU per answer as measured when the CPU goals were set. This bench counts the
 * whole process, kernel included, which gives the same bare server several times more; so the
 * goals are judged as the same multiples of the floor measured beside them.
 */
const GOAL_FLOOR_US = 16;
const MAP_LIMIT_BYTES = 3 * 1024 * 1024;
/** Visits every index once as k runs over 0 … SIZE − 1 (coprime with SIZE), far from its neighbour. */
const STRIDE = 7_919;

const here = import.meta.dirname;
const workDir = join(tmpdir(), 'orrery-server-bench');
mkdirSync(workDir, { recursive: true });

const MAP_PATH = '/api/v1/solar/solarsystems/map';
const MAP_HEADERS = { 'accept-encoding': 'br' };
/** The plain list under a URL of its own: the bare server answers by URL alone. */
const PLAIN_MAP_PATH = `${MAP_PATH}?plain`;
// "ready at": a first start listens while it seeds, and is ready once the galaxy is.
const LISTENING = /ready at http:\/\/127\.0\.0\.1:(\d+)/;
const MAP_READY = /map data ready/;
const WARMED_UP = /warmed up/;

/** The measured servers warm up as in production (or `BENCH_WARM_UP` requests); the recorder not. */
function serverEnv(databasePath: string, warmUp: boolean): NodeJS.ProcessEnv {
  const warmUpRequests = warmUp ? process.env.BENCH_WARM_UP : '0';
  return {
    ...process.env,
    DATABASE_PATH: databasePath,
    GALAXY_SEED: SEED,
    GALAXY_SIZE: String(SIZE),
    PORT: '0',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    ...(warmUpRequests === undefined ? {} : { WARM_UP_REQUESTS: warmUpRequests }),
    WEB_DIST: join(workDir, 'no-web'),
  };
}

interface RoundPaths {
  full: string[];
  cpu: string[];
  search: string[];
}

/** Round r's URLs: systems and guide queries no other round asks for. */
function roundPaths(round: number, hashes: string[]): RoundPaths {
  const perRound = FULL_HASHES + CPU_HASHES;
  const fullOf = (k: number) =>
    `/api/v1/solar/solarsystem/${hashes[(k * STRIDE) % hashes.length]}/full`;
  const systems = Array.from({ length: perRound }, (_, i) => fullOf(round * perRound + i));
  // Guide pages in three readings, one per round: everything, with planets, undiscovered.
  const filter = ['', '&minPlanets=1', '&status=undiscovered'][round % 3];
  const search = Array.from(
    { length: SEARCHES },
    (_, i) => `/api/v1/solar/solarsystems/search/optimized?page=${i + 1}&limit=16${filter}`,
  );
  return { full: systems.slice(0, FULL_HASHES), cpu: systems.slice(FULL_HASHES), search };
}

interface Cpu {
  /** All the process's threads. */
  all: number;
  /** The main thread alone. */
  main: number;
}

/** Microseconds of the child's CPU time per request while `work` runs. */
async function cpuPerRequest(child: Child, requests: number, work: () => Promise<unknown>) {
  const pid = child.child.pid!;
  const before = { all: cpuMicros(pid), main: cpuMicros(pid, true) };
  await work();
  return {
    all: (cpuMicros(pid) - before.all) / requests,
    main: (cpuMicros(pid, true) - before.main) / requests,
  };
}

interface Side {
  real: number;
  bare: number;
  ratio: number;
}

interface Round {
  rows: Map<string, Side>;
  cpu: { uncached: Cpu; cached: Cpu; bare: Cpu };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const rps = (value: number) => `${value.toFixed(0).padStart(6)} req/s`;
const us = (value: number) => `${value.toFixed(1)} µs`;
const cpuText = (cpu: Cpu) => `${us(cpu.all)} (main thread ${us(cpu.main)})`;

async function runRound(
  round: number,
  main: string,
  databasePath: string,
  recorderUrl: string,
  hashes: string[],
  mapRecordings: Record<string, Awaited<ReturnType<typeof recordOne>>>,
): Promise<Round> {
  const paths = roundPaths(round, hashes);
  console.log(`\nround ${round + 1}: recording the real server's answers for the bare server ...`);
  const file = join(workDir, `recorded-${round}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      ...(await record(recorderUrl, [...paths.full, ...paths.cpu, ...paths.search], {})),
      ...mapRecordings,
    }),
  );
  const bare = await startChild(
    workDir,
    [join(here, 'bare-server.mjs'), file],
    process.env,
    /listening on (\d+)/,
  );
  // A fresh server, measured once its map data is loaded and it has warmed up (no work of its own
  // left running).
  const warmsUp = process.env.BENCH_WARM_UP !== '0';
  const server = await startChild(
    workDir,
    [main],
    serverEnv(databasePath, true),
    LISTENING,
    MAP_READY,
    ...(warmsUp ? [WARMED_UP] : []),
  );
  try {
    const repeated = CPU_HASHES * CACHED_PASSES;
    const cpu = {
      uncached: await cpuPerRequest(server, CPU_HASHES, () =>
        load(server.port, paths.cpu, {}, { amount: CPU_HASHES }),
      ),
      cached: await cpuPerRequest(server, repeated, () =>
        load(server.port, paths.cpu, {}, { amount: repeated }),
      ),
      bare: await cpuPerRequest(bare, repeated, () =>
        load(bare.port, paths.cpu, {}, { amount: repeated }),
      ),
    };
    console.log(
      `  server CPU per full system: uncached ${cpuText(cpu.uncached)}, cached ${cpuText(cpu.cached)}; bare ${cpuText(cpu.bare)}`,
    );
    // The map list is built once per galaxy state and kept (its row measures that kept answer).
    await recordOne(`http://127.0.0.1:${server.port}`, MAP_PATH, MAP_HEADERS);
    await recordOne(`http://127.0.0.1:${server.port}`, PLAIN_MAP_PATH, {});
    const rowPaths: [string, string[], Record<string, string>][] = [
      ['full', paths.full, {}],
      ['search', paths.search, {}],
      ['map', [MAP_PATH], MAP_HEADERS],
      ['plain', [PLAIN_MAP_PATH], {}],
    ];
    const rows = new Map<string, Side>();
    // BENCH_ROWS=map,plain measures only those rows.
    const only = process.env.BENCH_ROWS?.split(',');
    for (const [name, urls, headers] of rowPaths.filter(([name]) => only?.includes(name) ?? true)) {
      // Taking turns (bare first in even rounds): a slow spell of the machine falls on both alike.
      const sides = round % 2 === 0 ? [bare, server] : [server, bare];
      const measured = new Map<Child, number>();
      for (const side of sides) {
        const answers =
          name === 'plain'
            ? loadLarge(side.port, urls[0]!, headers, { seconds: ROW_SECONDS })
            : load(side.port, urls, headers, { seconds: ROW_SECONDS });
        measured.set(side, await answers);
      }
      const side = { real: measured.get(server)!, bare: measured.get(bare)! };
      // No answer completed on the bare side (a 2.5 MB map on a starved machine): no ratio.
      const ratio = side.bare > 0 ? side.real / side.bare : Number.NaN;
      rows.set(name, { ...side, ratio });
      console.log(
        `  ${name.padEnd(7)} server ${rps(side.real)}   bare ${rps(side.bare)}   ratio ${ratio.toFixed(2)}`,
      );
    }
    return { rows, cpu };
  } finally {
    await stop(bare.child);
    await stop(server.child);
    rmSync(file);
  }
}

async function main() {
  const main = resolve(here, '../dist/main.js');
  if (!existsSync(main)) throw new Error('Build first: npm run build');
  const databasePath = join(workDir, `galaxy-${SIZE}.db`);
  const load1 = loadavg()[0]!.toFixed(1);
  console.log(`server bench: ${SIZE.toLocaleString('en')} systems at ${databasePath}`);
  console.log(`  load average at the start: ${load1} (2 cores shared with other work)`);

  // A server of its own records the answers the bare server replays (recording fills its cache).
  const recorder = await startChild(workDir, [main], serverEnv(databasePath, false), LISTENING);
  const rounds: Round[] = [];
  let mapBytes: number;
  try {
    const recorderUrl = `http://127.0.0.1:${recorder.port}`;
    const map = (await (await fetch(recorderUrl + MAP_PATH)).json()) as { hash: string }[];
    const hashes = map.map((system) => system.hash);
    // The map list's first answer is streamed while it is built (chunked, no length); the one the
    // measured server's row sends is the kept one, with its length: the bare server replays that.
    await recordOne(recorderUrl, MAP_PATH, MAP_HEADERS);
    const mapRecording = await recordOne(recorderUrl, MAP_PATH, MAP_HEADERS);
    await recordOne(recorderUrl, PLAIN_MAP_PATH, {});
    const plainRecording = await recordOne(recorderUrl, PLAIN_MAP_PATH, {});
    for (const recorded of [mapRecording, plainRecording]) {
      if (recorded.headers['content-length'] === undefined) {
        throw new Error(
          'A recorded map list has no length: the bare server would answer it chunked',
        );
      }
    }
    const mapRecordings = { [MAP_PATH]: mapRecording, [PLAIN_MAP_PATH]: plainRecording };
    mapBytes = Buffer.from(mapRecording.body, 'base64').length;
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${ROW_SECONDS} s a side per row; ${ROUNDS} rounds, each on a fresh server`,
    );
    // The load generator warms up too (its own code runs in this process), on answers the recorder
    // keeps (systems no round asks for): a cold one asks more slowly, and the first round would
    // measure that.
    const warmUpPaths = roundPaths(ROUNDS, hashes).full.slice(0, 500);
    await record(recorderUrl, warmUpPaths, {});
    await load(recorder.port, warmUpPaths, {}, { seconds: ROW_SECONDS });
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push(await runRound(round, main, databasePath, recorderUrl, hashes, mapRecordings));
    }
  } finally {
    await stop(recorder.child);
  }

  console.log(`\nmedian of ${ROUNDS} rounds (load average now ${loadavg()[0]!.toFixed(1)}):`);
  const figures: Figures = {};
  const only = process.env.BENCH_ROWS?.split(',');
  for (const [name, goal] of Object.entries(GOALS).filter(([n]) => only?.includes(n) ?? true)) {
    const sides = rounds.flatMap((round) => round.rows.get(name) ?? []).filter((s) => s.ratio >= 0);
    if (sides.length === 0) {
      console.log(`  ${name.padEnd(7)} no round completed a request on both sides`);
      figures[`${name}, server / bare server (median round)`] = atLeast(NaN, 'ratio', goal);
      continue;
    }
    const middle = [...sides].sort((a, b) => a.ratio - b.ratio)[sides.length >> 1]!;
    figures[`${name}, server / bare server (median round)`] = atLeast(middle.ratio, 'ratio', goal);
    figures[`${name}, bare server (median round)`] = measured(middle.bare, 'req/s');
    const all = sides.map((side) => side.ratio.toFixed(2)).join(', ');
    console.log(
      `  ${name.padEnd(7)} server ${rps(middle.real)}   bare ${rps(middle.bare)}   ratio ${middle.ratio.toFixed(2)} (rounds ${all}; goal >= ${goal})${middle.ratio < goal ? '  BELOW GOAL' : ''}`,
    );
  }
  const cpu = (key: keyof Round['cpu']): Cpu => ({
    all: median(rounds.map((round) => round.cpu[key].all)),
    main: median(rounds.map((round) => round.cpu[key].main)),
  });
  const [uncached, cached] = [cpu('uncached'), cpu('cached')];
  const bare = cpu('bare');
  const versusFloor = (value: Cpu, goalUs: number) => {
    const times = value.all / bare.all;
    const goal = goalUs / GOAL_FLOOR_US;
    return `${cpuText(value)} = ${times.toFixed(2)}x the bare server (goal <= ${goalUs} µs against a ${GOAL_FLOOR_US} µs floor: <= ${goal.toFixed(2)}x)${times > goal ? '  ABOVE GOAL' : ''}`;
  };
  console.log(
    `  CPU per full system: uncached, in a fresh process, ${versusFloor(uncached, CPU_GOALS_US.uncached)}; ` +
      `cached ${versusFloor(cached, CPU_GOALS_US.cached)}; bare server ${cpuText(bare)}`,
  );
  const mb = (mapBytes / 1024 / 1024).toFixed(2);
  console.log(
    `  map list at ${SIZE.toLocaleString('en')} systems, brotli: ${mb} MB (goal <= 3 MB)${mapBytes <= MAP_LIMIT_BYTES ? '' : '  ABOVE GOAL'}`,
  );
  for (const [key, value] of [
    ['uncached', uncached],
    ['cached', cached],
  ] as const) {
    const limit = CPU_GOALS_US[key] / GOAL_FLOOR_US;
    figures[`CPU per full system, ${key}, × bare server`] = atMost(
      value.all / bare.all,
      'ratio',
      limit,
    );
    figures[`CPU per full system, ${key}`] = measured(value.all, 'µs');
  }
  figures['CPU per answer, bare server'] = measured(bare.all, 'µs');
  figures['map list, brotli'] = atMost(
    mapBytes / 1024 / 1024,
    'MiB',
    MAP_LIMIT_BYTES / 1024 / 1024,
  );
  writeBenchResult('server-read', figures, {
    systems: SIZE,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    secondsPerSide: ROW_SECONDS,
    rows: only?.join(',') ?? 'all',
  });
}

await main();
