import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writesForPeople } from '../src/boot/terminal-log.js';
import { newPlayer } from './support/players.js';
import { databaseForServerProcesses } from './support/process-database.js';
import { buildServerOnce, MAIN } from './support/server-process.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport } from './support/transports.js';

// What a log pipeline (Loki, CloudWatch) indexes: one JSON line per request with its route
// template, status, time and request id; and LOG_FORMAT choosing that or lines for a person.

let server: TestServer;
const lines: string[] = [];
beforeAll(async () => {
  server = await startTestServer({
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => server?.close());

it('writes one JSON line per request with its route template, status, time and request id', async () => {
  const send = injectTransport(server.app);
  const player = await newPlayer(send);
  const offer = (await send({ url: '/api/v1/solar/collection/offer', token: player.token })).json();
  const collected = await send({
    method: 'POST',
    url: `/api/v1/solar/collect/${offer.id}`,
    token: player.token,
  });
  expect(collected.status).toBe(200);
  const entries = lines.map((line) => JSON.parse(line));
  const collect = entries.filter(
    (entry) =>
      entry.msg === 'request completed' &&
      entry.req?.method === 'POST' &&
      entry.route === '/api/v1/solar/collect/:id',
  );
  expect(collect).toHaveLength(1);
  expect(collect[0]).toMatchObject({
    level: 30,
    reqId: collected.headers['x-request-id'],
    res: { statusCode: 200 },
    req: { url: `/api/v1/solar/collect/${offer.id}` },
  });
  expect(collect[0].responseTime).toBeGreaterThan(0);
  expect(typeof collect[0].time).toBe('number');
  // Every line is one JSON object; no secret of the session reaches any of them.
  expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(
    true,
  );
  expect(lines.join('')).not.toContain(player.token);
  expect(lines.join('')).not.toContain(player.password);
});

it('chooses lines for a person by LOG_FORMAT, or by whether stdout is a terminal', () => {
  expect(writesForPeople('auto', true)).toBe(true);
  expect(writesForPeople('auto', false)).toBe(false);
  expect(writesForPeople('terminal', false)).toBe(true);
  expect(writesForPeople('json', true)).toBe(false);
});

const dir = mkdtempSync(join(tmpdir(), 'orrery-log-format-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_PATH: join(dir, 'orrery.db'),
  JWT_SECRET: 'log-format-test-secret-long-enough-here',
  PORT: '0',
  GALAXY_SEED: 'log-format-test',
  GALAXY_SIZE: '300',
  WARM_UP_REQUESTS: '0',
  WEB_DIST: join(dir, 'no-web-build'),
  LOG_FORMAT: 'terminal',
};
databaseForServerProcesses(env, dir);
beforeAll(buildServerOnce, 240_000);

it('writes lines for a person into a pipe when LOG_FORMAT=terminal', async () => {
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/INFO: ready at/.test(stripVTControlCharacters(output))) resolve();
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
  } finally {
    child.kill('SIGTERM');
  }
  const shown = stripVTControlCharacters(output).trim().split('\n');
  expect(shown.length).toBeGreaterThan(1);
  for (const line of shown) expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] (INFO|WARN): /);
});
