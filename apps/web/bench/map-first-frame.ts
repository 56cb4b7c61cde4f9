/**
 * The map's first meaningful frame at 1,000,000 systems in headless Chromium (software WebGL via
 * SwiftShader), against the built server with the web build, warm: the galaxy the server bench
 * seeded (apps/server/bench/map-1m.bench.ts, kept under the temp directory; this bench seeds it the
 * same way when it is missing), its map data read and the static map compressed before the page
 * opens. Reports, from navigation start: the first frame with systems drawn (the page's
 * data-first-frame) and when every system is in, with where the time went (when the map's code and
 * the static map came in, and the page's map:* marks). Also saves a screenshot of the map.
 *
 * Run: npm run bench:first-frame -w @orrery/web (after npm run build). FIRST_FRAME_RUNS=<n> runs;
 * FIRST_FRAME_WEB_DIST=<dir> measures another web build (an A/B in one sitting);
 * FIRST_FRAME_PROFILE=<dir> writes a CPU profile of the page per run (.cpuprofile).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../e2e/support/chromium.js';
import { SERVER_MAIN, WEB_DIST } from '../e2e/support/server-process.js';
import { atMost, measured, writeBenchResult } from '../../../bench/results.js';

const SIZE = 1_000_000;
const RUNS = Number(process.env.FIRST_FRAME_RUNS ?? 3);
/** Another web build to measure (an A/B in one sitting): FIRST_FRAME_WEB_DIST=<dir>. */
const webDist = process.env.FIRST_FRAME_WEB_DIST ?? WEB_DIST;
const GOAL_MS = 2_000;

const workDir = join(tmpdir(), 'orrery-bench-1m');
mkdirSync(workDir, { recursive: true });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  for (const needed of [SERVER_MAIN, join(webDist, 'index.html')]) {
    if (!existsSync(needed)) throw new Error(`${needed} is missing: run npm run build first`);
  }
  const logFile = join(workDir, 'first-frame-server.log');
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      DATABASE_PATH: join(workDir, `galaxy-${SIZE}.db`),
      GALAXY_SEED: 'orrery-prime',
      GALAXY_SIZE: String(SIZE),
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT: '1000',
      JWT_SECRET: 'bench-only-secret-that-is-long-enough-to-pass',
    },
    stdio: ['ignore', out, 'inherit'],
  });
  closeSync(out);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited; see ${logFile}`);
    const log = readFileSync(logFile, 'utf8');
    const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(log)?.[1];
    // Warm: the map data read, the reach index built (it takes a core for seconds) and the
    // server's own warm-up after listening done.
    const warm = ['"map data ready"', '"reach index ready"', '"warmed up"'];
    if (port && warm.every((line) => log.includes(line)))
      return { child, base: `http://127.0.0.1:${port}` };
    await sleep(200);
  }
}

async function api<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const reply = await fetch(`${base}/api/v1${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!reply.ok) throw new Error(`${path}: ${reply.status}`);
  return (await reply.json()) as T;
}

const { child, base } = await startServer();
const firstFrames: number[] = [];
const everySystemIn: number[] = [];
const browser = await launchChromium();
try {
  // Warm: the static map compressed once (as after the first visitor), and a player to sign in.
  const manifest = await api<{ path: string }>(base, '/solar/solarsystems/map/static');
  // Node's fetch asks for brotli only over https: ask for it, as a browser does.
  await (
    await fetch(`${base}/api/v1${manifest.path}`, { headers: { 'Accept-Encoding': 'br' } })
  ).arrayBuffer();
  const email = `first-frame-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  await api(base, '/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      username: `FirstFrame${Date.now() % 100_000}`,
      suffix: '',
      email,
      password,
    }),
  });
  const { token } = await api<{ token: string }>(base, '/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  const profile = await api<unknown>(base, '/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });

  for (let run = 1; run <= RUNS; run++) {
    // A fresh context per run: nothing in the browser's cache (the cold case for a visitor).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ([jwt, user]) => {
        localStorage.setItem('jwt', jwt);
        localStorage.setItem('user', user);
        Object.defineProperty(navigator, 'serviceWorker', { value: undefined });
      },
      [token, JSON.stringify(profile)] as const,
    );
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        console.log(`  page ${message.type()}: ${message.text().slice(0, 300)}`);
    });
    const profileDir = process.env.FIRST_FRAME_PROFILE;
    const cdp = await context.newCDPSession(page);
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${base}/map`, { waitUntil: 'commit' });
    // Waited for in the page's own world by one observer, not polled: Playwright's locators
    // inject and compile its utility script on the page's main thread (on the first frame's
    // path).
    const { result } = await cdp.send('Runtime.evaluate', {
      awaitPromise: true,
      expression: `new Promise((resolve) => {
        const read = () => document.querySelector('[data-testid="galaxy-map"]')?.getAttribute('data-first-frame');
        const check = () => read() && (observer.disconnect(), resolve(read()));
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-first-frame'] });
        check();
      })`,
    });
    const firstFrame = String(result.value ?? '');
    const loadedAt = await page.evaluate(async () => {
      const region = document.querySelector('[data-testid="galaxy-map"]')!;
      while (region.getAttribute('data-loaded') !== region.getAttribute('data-total'))
        await new Promise((r) => setTimeout(r, 20));
      return performance.now();
    });
    const ms = Number(firstFrame);
    firstFrames.push(ms);
    everySystemIn.push(loadedAt);
    if (profileDir) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(profileDir!, `run-${run}.cpuprofile`), JSON.stringify(profile));
    }
    // Where the time went: the page's marks (map:*) and when the map's code and data came in.
    const steps = await page.evaluate(() =>
      [
        ...(performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]).map(
          (n) => `page ${Math.round(n.responseStart)}…${Math.round(n.responseEnd)}`,
        ),
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .map((r) => {
            const kind = r.name.includes('map-page')
              ? 'map code'
              : r.name.includes('static-map-loader')
                ? 'loader code'
                : /index-[^/]+\.js/.test(r.name)
                  ? 'app code'
                  : /map\/static$/.test(r.name)
                    ? 'manifest'
                    : /map\/static\/[^/]+$/.test(r.name)
                      ? 'static map'
                      : null;
            return (
              kind &&
              `${kind} ${Math.round(r.startTime)}→${Math.round(r.responseStart)}…${Math.round(r.responseEnd)}`
            );
          })
          .filter(Boolean),
        ...performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`),
      ].join(', '),
    );
    console.log(`  ${steps}`);
    console.log(
      `map first frame, ${SIZE.toLocaleString('en-US')} systems, run ${run}: ${ms.toFixed(0)} ms` +
        ` from navigation (goal <= ${GOAL_MS})${ms <= GOAL_MS ? '' : '  ABOVE GOAL'}; every system in` +
        ` after ${loadedAt.toFixed(0)} ms`,
    );
    if (run === RUNS) {
      await sleep(1_500);
      await page.screenshot({ path: join(workDir, 'map-1m.png') });
      console.log(`  screenshot: ${join(workDir, 'map-1m.png')}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
writeBenchResult(
  'web-first-frame',
  {
    'first frame, median run': atMost(median(firstFrames), 'ms', GOAL_MS),
    'first frame, slowest run': measured(Math.max(...firstFrames), 'ms'),
    'every system in, median run': measured(median(everySystemIn), 'ms'),
  },
  { systems: SIZE, runs: RUNS, webDist: webDist === WEB_DIST ? 'built' : webDist },
);
