/**
 * `npm run bench` (apps/server): the real server (built dist/main.js, production defaults) side by
 * side with a bare node:http server answering the same bytes, both loaded by autocannon, for
 * /full over many distinct hashes, the guide's search, and the cached map list. Prints requests/s
 * and ratios, and the map's compressed size at 100,000 systems.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const SIZE = 100_000;
const SEED = 'bench-galaxy';
/** Warm rows: rounds per row and seconds per side in each round. */
const WARM_ROUNDS = 5;
const WARM_ROUND_S = 2;
const CONNECTIONS = 10;
const GOALS = { full: 0.5, search: 0.5, map: 0.8 };
const MAP_LIMIT_BYTES = 3 * 1024 * 1024;
/** Distinct systems for the cold /full run: more than the run can request, so none repeats. */
const COLD_PATHS = 8_000;
const COLD_DURATION_S = 3;

const here = import.meta.dirname;
const workDir = join(tmpdir(), 'orrery-server-bench');
mkdirSync(workDir, { recursive: true });

let childCount = 0;

/**
 * Starts a child whose stdout goes to a log file (not through this process, which must leave its
 * CPU to autocannon), and resolves with the port once the log shows it.
 */
async function startChild(args: string[], env: NodeJS.ProcessEnv, portPattern: RegExp) {
  const logFile = join(workDir, `child-${childCount++}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', out, 'inherit'] });
  closeSync(out);
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let shown = 0; ;) {
    if (exited) throw new Error(`child exited; see ${logFile}`);
    const lines = readFileSync(logFile, 'utf8').split('\n');
    for (const line of lines.slice(shown, -1)) {
      if (/seeding galaxy|galaxy ready/.test(line)) console.log(`  ${line.slice(0, 160)}`);
    }
    shown = Math.max(shown, lines.length - 1);
    const match = portPattern.exec(lines.join('\n'));
    if (match) return { child, port: Number(match[1]) };
    await new Promise((resolveLater) => setTimeout(resolveLater, 100));
  }
}

async function stop(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers that belong to one response or connection, not to what is answered: not replayed. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * One raw response, as the load sees it: node:http, because fetch() would ask for compression and
 * decode the body. Everything but NOT_REPLAYED is kept (content-length included), so the bare
 * server answers the same status line, headers and body bytes.
 */
async function recordOne(baseUrl: string, path: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<Recorded>((resolveRecorded, reject) => {
    request(baseUrl + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept = Object.entries(response.headers).filter(([name]) => !NOT_REPLAYED.has(name));
        resolveRecorded({
          status: response.statusCode!,
          headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** What the real server answers for each path, a few requests in flight at a time. */
async function record(baseUrl: string, paths: string[], headers: Record<string, string>) {
  const recorded: Record<string, Recorded> = {};
  const inFlight = 8;
  for (let start = 0; start < paths.length; start += inFlight) {
    await Promise.all(
      paths.slice(start, start + inFlight).map(async (path) => {
        recorded[path] = await recordOne(baseUrl, path, headers);
      }),
    );
  }
  return recorded;
}

/**
 * Requests/s over `paths`, taken in turn by all connections together (one shared cursor), so a
 * run over N paths asks for each once before any repeats.
 */
async function load(
  port: number,
  paths: string[],
  headers: Record<string, string>,
  seconds: number,
) {
  let cursor = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        headers,
        setupRequest: (request) => ({ ...request, path: paths[cursor++ % paths.length]! }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx and ${result.errors} errors at port ${port}`);
  }
  return { rps: result.requests.total / result.duration, repeats: cursor > paths.length };
}

const rps = (value: number) => `${value.toFixed(0).padStart(6)} req/s`;

function serverEnv(databasePath: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_PATH: databasePath,
    GALAXY_SEED: SEED,
    GALAXY_SIZE: String(SIZE),
    PORT: '0',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    WEB_DIST: join(workDir, 'no-web'),
  };
}

const MAP_HEADERS = { 'accept-encoding': 'br' };
const LISTENING = /listening at http:\/\/127\.0\.0\.1:(\d+)/;

async function main() {
  const main = resolve(here, '../dist/main.js');
  if (!existsSync(main)) throw new Error('Build first: npm run build');
  const databasePath = join(workDir, `galaxy-${SIZE}.db`);
  console.log(`server bench: ${SIZE.toLocaleString('en')} systems at ${databasePath}`);

  // 1. Record what the real server answers, so the bare server can replay the same bytes.
  const recorder = await startChild([main], serverEnv(databasePath), LISTENING);
  const recorderUrl = `http://127.0.0.1:${recorder.port}`;
  const mapPath = '/api/v1/solar/solarsystems/map';
  let paths: { fullWarm: string[]; fullCold: string[]; searchWarm: string[]; searchCold: string[] };
  const file = join(workDir, 'recorded.json');
  let mapBytes: number;
  try {
    const map = (await (await fetch(recorderUrl + mapPath)).json()) as { hash: string }[];
    const fullOf = (s: { hash: string }) => `/api/v1/solar/solarsystem/${s.hash}/full`;
    const searchWarm = [
      '?limit=16',
      '?search=ka&limit=16',
      '?search=tor&page=2&limit=16',
      '?minPlanets=4&minStars=2&limit=16',
      '?status=undiscovered&page=40&limit=16',
      '?search=ri&minPlanets=2&status=all&limit=16',
      '?minPlanets=8&page=3&limit=16',
      '?search=ela&minStars=1&limit=16',
    ];
    const searchCold = Array.from({ length: 3000 }, (_, i) =>
      i % 2 === 0 ? `?page=${i + 1}&limit=16` : `?minPlanets=2&page=${i}&limit=16`,
    );
    const search = (query: string) => `/api/v1/solar/solarsystems/search/optimized${query}`;
    paths = {
      fullWarm: map.slice(0, 2000).map(fullOf),
      fullCold: map.slice(2000, 2000 + COLD_PATHS).map(fullOf),
      searchWarm: searchWarm.map(search),
      searchCold: searchCold.map(search),
    };
    console.log("  recording the real server's answers for the bare server ...");
    const recorded = {
      ...(await record(recorderUrl, Object.values(paths).flat(), {})),
      [mapPath]: await recordOne(recorderUrl, mapPath, MAP_HEADERS),
    };
    mapBytes = Buffer.from(recorded[mapPath]!.body, 'base64').length;
    writeFileSync(file, JSON.stringify(recorded));
  } finally {
    await stop(recorder.child);
  }

  // 2. Load both side by side; the real server starts afresh, so its read cache is empty.
  const server = await startChild([main], serverEnv(databasePath), LISTENING);
  const bare = await startChild(
    [join(here, 'bare-server.mjs'), file],
    process.env,
    /listening on (\d+)/,
  );
  try {
    const rows: [string, string[], Record<string, string>, number | null][] = [
      [`full, cold (${COLD_PATHS.toLocaleString('en')} hashes)`, paths.fullCold, {}, null],
      ['full (2,000 distinct hashes)', paths.fullWarm, {}, GOALS.full],
      ['guide search, cold (3,000 pages)', paths.searchCold, {}, null],
      ['guide search (8 queries)', paths.searchWarm, {}, GOALS.search],
      ['map list, cached, brotli', [mapPath], MAP_HEADERS, GOALS.map],
    ];
    // Warm rows are measured warm: the first request for a URL after a start fills the read cache
    // (the map takes seconds at 100,000 systems: built once, then compressed once per encoding).
    const serverUrl = `http://127.0.0.1:${server.port}`;
    await recordOne(serverUrl, mapPath, MAP_HEADERS);
    await record(serverUrl, [...paths.fullWarm, ...paths.searchWarm], {});
    console.log(
      `\nautocannon: ${CONNECTIONS} connections; warm rows: median of ${WARM_ROUNDS} rounds of ${WARM_ROUND_S} s` +
        ` each side, taken in turns; cold rows: ${COLD_DURATION_S} s each side`,
    );
    /** One run each side; the URLs must not repeat, so that every request is a cache miss. */
    const coldRound = async (rowPaths: string[], headers: Record<string, string>) => {
      const bareRps = (await load(bare.port, rowPaths, headers, COLD_DURATION_S)).rps;
      const real = await load(server.port, rowPaths, headers, COLD_DURATION_S);
      if (real.repeats) console.log('  (the cold run below ran out of distinct URLs)');
      return { real: real.rps, bare: bareRps, ratio: real.rps / bareRps };
    };
    /**
     * Rounds in turns (bare first, then the server first, ...), so that a slow spell of this shared
     * machine falls on both sides alike; the median round's ratio is reported.
     */
    const warmRounds = async (rowPaths: string[], headers: Record<string, string>) => {
      const rounds: { real: number; bare: number; ratio: number }[] = [];
      for (let round = 0; round < WARM_ROUNDS; round++) {
        const sides = [bare.port, server.port];
        if (round % 2 === 1) sides.reverse();
        const measured = new Map<number, number>();
        for (const port of sides)
          measured.set(port, (await load(port, rowPaths, headers, WARM_ROUND_S)).rps);
        const real = measured.get(server.port)!;
        const bareRps = measured.get(bare.port)!;
        rounds.push({ real, bare: bareRps, ratio: real / bareRps });
      }
      return rounds.sort((a, b) => a.ratio - b.ratio)[Math.floor(WARM_ROUNDS / 2)]!;
    };
    for (const [name, rowPaths, headers, goal] of rows) {
      const measured =
        goal === null ? await coldRound(rowPaths, headers) : await warmRounds(rowPaths, headers);
      const below = goal !== null && measured.ratio < goal;
      const note =
        goal === null ? ' (no goal: no URL repeats, all cache misses)' : ` (goal >= ${goal})`;
      console.log(
        `  ${name.padEnd(34)} server ${rps(measured.real)}   bare ${rps(measured.bare)}   ratio ${measured.ratio.toFixed(2)}${note}${below ? '  BELOW GOAL' : ''}`,
      );
    }
    const mb = (mapBytes / 1024 / 1024).toFixed(2);
    const mapOk = mapBytes <= MAP_LIMIT_BYTES;
    console.log(
      `  map list at ${SIZE.toLocaleString('en')} systems, brotli: ${mb} MB (goal <= 3 MB)${mapOk ? '' : '  ABOVE GOAL'}`,
    );
  } finally {
    await stop(bare.child);
    await stop(server.child);
    rmSync(file);
  }
}

await main();
