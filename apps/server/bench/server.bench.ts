/**
 * `npm run bench` (apps/server): the real server (built dist/main.js, production defaults) side by
 * side with a bare node:http server answering the same bytes, both loaded by autocannon, for
 * /full over many distinct hashes, the guide's search, and the cached map list. Prints requests/s
 * and ratios, and the map's compressed size at 100,000 systems.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const SIZE = 100_000;
const SEED = 'bench-galaxy';
const DURATION_S = 8;
const CONNECTIONS = 10;
const GOALS = { full: 0.5, search: 0.5, map: 0.8 };
const MAP_LIMIT_BYTES = 3 * 1024 * 1024;

const here = import.meta.dirname;
const workDir = join(tmpdir(), 'orrery-server-bench');
mkdirSync(workDir, { recursive: true });

/** Resolves with the port once the child prints it. */
function startChild(args: string[], env: NodeJS.ProcessEnv, portPattern: RegExp) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise<{ child: ChildProcess; port: number }>((resolvePort, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      for (const line of out.split('\n')) {
        if (/seeding galaxy|galaxy ready/.test(line)) console.log(`  ${line.slice(0, 160)}`);
      }
      out = out.slice(out.lastIndexOf('\n') + 1);
      const match = portPattern.exec(chunk.toString());
      if (match) resolvePort({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
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

/** The exact bytes the real server answers for each path (what the bare server then replays). */
async function record(baseUrl: string, paths: string[], headers: Record<string, string>) {
  const recorded: Record<string, Recorded> = {};
  for (const path of paths) {
    const response = await fetch(baseUrl + path, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    const kept: Record<string, string> = { 'content-type': response.headers.get('content-type')! };
    recorded[path] = { status: response.status, headers: kept, body: body.toString('base64') };
  }
  return recorded;
}

/** fetch() decodes bodies; the map is recorded raw, already compressed, with its encoding. */
async function recordCompressedMap(baseUrl: string, path: string): Promise<Recorded> {
  const { request } = await import('node:http');
  return new Promise((resolveRecorded, reject) => {
    request(baseUrl + path, { headers: { 'accept-encoding': 'br' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolveRecorded({
          status: response.statusCode!,
          headers: {
            'content-type': String(response.headers['content-type']),
            'content-encoding': String(response.headers['content-encoding']),
          },
          body: Buffer.concat(chunks).toString('base64'),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function load(port: number, paths: string[], headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx and ${result.errors} errors at port ${port}`);
  }
  return result.requests.average;
}

async function main() {
  const main = resolve(here, '../dist/main.js');
  if (!existsSync(main)) throw new Error('Build first: npm run build');
  const databasePath = join(workDir, `galaxy-${SIZE}.db`);
  console.log(`server bench: ${SIZE.toLocaleString('en')} systems at ${databasePath}`);
  const server = await startChild(
    [main],
    {
      ...process.env,
      DATABASE_PATH: databasePath,
      GALAXY_SEED: SEED,
      GALAXY_SIZE: String(SIZE),
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST: join(workDir, 'no-web'),
    },
    /listening at http:\/\/127\.0\.0\.1:(\d+)/,
  );
  const baseUrl = `http://127.0.0.1:${server.port}`;
  try {
    const map = (await (await fetch(`${baseUrl}/api/v1/solar/solarsystems/map`)).json()) as {
      hash: string;
    }[];
    const step = Math.floor(map.length / 2000);
    const fullPaths = map
      .filter((_, i) => i % step === 0)
      .slice(0, 2000)
      .map((s) => `/api/v1/solar/solarsystem/${s.hash}/full`);
    const searchPaths = [
      '?limit=16',
      '?search=ar&limit=16',
      '?search=tor&page=2&limit=16',
      '?minPlanets=4&minStars=2&limit=16',
      '?status=undiscovered&page=40&limit=16',
      '?search=an&minPlanets=2&status=all&limit=16',
      '?minPlanets=8&page=3&limit=16',
      '?search=ela&minStars=1&limit=16',
    ].map((query) => `/api/v1/solar/solarsystems/search/optimized${query}`);
    const mapPath = '/api/v1/solar/solarsystems/map';

    const recorded = {
      ...(await record(baseUrl, [...fullPaths, ...searchPaths], {})),
      [mapPath]: await recordCompressedMap(baseUrl, mapPath),
    };
    const mapBytes = Buffer.from(recorded[mapPath]!.body, 'base64').length;
    const file = join(workDir, 'recorded.json');
    writeFileSync(file, JSON.stringify(recorded));
    const bare = await startChild(
      [join(here, 'bare-server.mjs'), file],
      process.env,
      /listening on (\d+)/,
    );

    try {
      const rows: [string, string[], Record<string, string>, number][] = [
        ['full (2,000 distinct hashes)', fullPaths, {}, GOALS.full],
        ['guide search (8 queries)', searchPaths, {}, GOALS.search],
        ['map list, cached, brotli', [mapPath], { 'accept-encoding': 'br' }, GOALS.map],
      ];
      console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per run`);
      let failed = false;
      for (const [name, paths, headers, goal] of rows) {
        const bareRps = await load(bare.port, paths, headers);
        const realRps = await load(server.port, paths, headers);
        const ratio = realRps / bareRps;
        failed ||= ratio < goal;
        console.log(
          `  ${name.padEnd(30)} server ${realRps.toFixed(0).padStart(6)} req/s   bare ${bareRps
            .toFixed(0)
            .padStart(
              6,
            )} req/s   ratio ${ratio.toFixed(2)} (goal >= ${goal})${ratio < goal ? '  BELOW GOAL' : ''}`,
        );
      }
      const mb = (mapBytes / 1024 / 1024).toFixed(2);
      const mapOk = mapBytes <= MAP_LIMIT_BYTES;
      failed ||= !mapOk;
      console.log(
        `  map list at ${SIZE.toLocaleString('en')} systems, brotli: ${mb} MB (goal <= 3 MB)${mapOk ? '' : '  ABOVE GOAL'}`,
      );
      if (failed) process.exitCode = 1;
    } finally {
      await stop(bare.child);
    }
  } finally {
    await stop(server.child);
  }
}

await main();
