import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from './free-port.js';

const ROOT = resolve(import.meta.dirname, '../../../..');
export const SERVER_MAIN = resolve(ROOT, 'apps/server/dist/main.js');
export const WEB_DIST = resolve(ROOT, 'apps/web/dist');
/** The throw-away galaxy every browser test explores. */
export const E2E_GALAXY = { seed: 'e2e-galaxy', size: 300 } as const;

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Starts the built server (`npm test` builds first) and waits until /healthz answers 200. */
export async function startServer(databasePath: string): Promise<RunningServer> {
  for (const needed of [SERVER_MAIN, resolve(WEB_DIST, 'index.html')]) {
    if (!existsSync(needed)) throw new Error(`${needed} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      DATABASE_PATH: databasePath,
      PORT: String(port),
      HOST: '127.0.0.1',
      GALAXY_SEED: E2E_GALAXY.seed,
      GALAXY_SIZE: String(E2E_GALAXY.size),
      JWT_SECRET: 'e2e-only-secret-that-is-long-enough-to-pass',
      WEB_DIST,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      // No warm-up: each file's server would spend a second of the run's CPU on it.
      WARM_UP_REQUESTS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`server did not start: ${String(error)}\n${output}`);
  }
  return { baseUrl, stop: () => stopChild(child) };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out waiting for /healthz');
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}
