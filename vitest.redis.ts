import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, connect } from 'node:net';
import { maskTarget } from './packages/db/src/connection/database-errors.js';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/**
 * The Redis the tests of limits shared across servers use: ORRERY_TEST_REDIS_URL, else the local
 * server at redis://127.0.0.1:6379, else a throw-away redis-server started here on a free port
 * (stopped when vitest exits). Answers why not when none can be had.
 */
export async function redisForTests(): Promise<{ url: string } | { problem: string }> {
  const asked = process.env.ORRERY_TEST_REDIS_URL;
  if (asked) {
    return (await answers(asked))
      ? { url: asked }
      : { problem: `no Redis answers at ORRERY_TEST_REDIS_URL=${maskTarget(asked)}` };
  }
  if (await answers(LOCAL_REDIS)) return { url: LOCAL_REDIS };
  const url = await startThrowawayRedis();
  return url
    ? { url }
    : {
        problem: `no Redis at ${LOCAL_REDIS} and redis-server could not be started (apt-get install -y redis-server, or set ORRERY_TEST_REDIS_URL)`,
      };
}

/** Whether a Redis server answers PING at `url` (its host and port; no password needed to ping). */
async function answers(url: string): Promise<boolean> {
  if (!URL.canParse(url)) return false;
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port || 6379), hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1');
  socket.setTimeout(3000, () => socket.destroy(new Error('timed out')));
  try {
    await once(socket, 'connect');
    socket.write('PING\r\n');
    const [reply] = (await once(socket, 'data')) as [Buffer];
    // +PONG, or -NOAUTH from a server that wants a password: either way Redis answers.
    return /^[+-]/.test(reply.toString());
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** redis-server on a free port, without persistence; undefined when it cannot start. */
async function startThrowawayRedis(): Promise<string | undefined> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const ready = new Promise<boolean>((resolve) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(true);
    });
    child.once('error', () => resolve(false));
    child.once('exit', () => resolve(false));
  });
  if (!(await ready)) return undefined;
  // Its log is drained and dropped; neither it nor the server keeps vitest from exiting.
  child.stdout.removeAllListeners('data').resume();
  child.stdout.unref();
  child.unref();
  process.once('exit', () => child.kill());
  const url = `redis://127.0.0.1:${port}`;
  console.log(`Redis tests: no server at ${LOCAL_REDIS}, started a throw-away one at ${url}`);
  return url;
}
