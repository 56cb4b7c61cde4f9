import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { testDialect } from '@orrery/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseForServerProcesses } from './support/process-database.js';
import { newPlayer } from './support/players.js';
import {
  buildServerOnce,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process.js';
import { httpTransport } from './support/transports.js';

// /metrics scraped from a real server while players use it, parsed as Prometheus parses it.

const dir = mkdtempSync(join(tmpdir(), 'orrery-metrics-'));
const TOKEN = 'metrics-test-token-0123456789';
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_PATH: join(dir, 'orrery.db'),
  JWT_SECRET: 'metrics-test-secret-that-is-long-enough',
  PORT: '0',
  HOST: '127.0.0.1',
  GALAXY_SEED: 'metrics-test',
  GALAXY_SIZE: '300',
  LOG_LEVEL: 'info',
  WARM_UP_REQUESTS: '0',
  WEB_DIST: join(dir, 'no-web-build'),
  METRICS_PORT: '0',
  METRICS_TOKEN: TOKEN,
};
databaseForServerProcesses(env, dir);
beforeAll(buildServerOnce, 240_000);

let server: ServerProcess;
let metricsUrl: string;
beforeAll(async () => {
  server = await startServerProcess(env);
  const said = server.messages.map((m) => /^metrics at (\S+)$/.exec(m)?.[1]).find(Boolean);
  metricsUrl = said!;
}, 60_000);
afterAll(async () => {
  if (server) await stopServerProcess(server.child);
});

/** Each sample of a Prometheus text answer, keyed by its name and labels as written. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    found.set(match[1]!, Number(match[2]));
  }
  return found;
}

async function scrape(url = metricsUrl, token: string | undefined = TOKEN) {
  const answer = await fetch(url, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return samples(await answer.text());
}

const value = (all: Map<string, number>, key: string) => all.get(key) ?? 0;

describe('/metrics', () => {
  it('listens on its own port, on 127.0.0.1', () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl).port).not.toBe(new URL(server.baseUrl).port);
  });

  it('shows the process, the requests by route template, and the game events, which move', async () => {
    const send = httpTransport(server.baseUrl);
    const before = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(before.has(name), name).toBe(true);
    }
    expect(before.has('orrery_mail_outbox_mails{state="pending"}')).toBe(true);

    const player = await newPlayer(send);
    const refused = await send({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: player.email, password: 'not the password at all' },
    });
    // The spec answers a wrong password 400 (a 401 would sign the client out).
    expect(refused.status).toBe(400);
    const offer = (
      await send({ url: '/api/v1/solar/collection/offer', token: player.token })
    ).json();
    const collected = await send({
      method: 'POST',
      url: `/api/v1/solar/collect/${offer.id}`,
      token: player.token,
    });
    expect(collected.status).toBe(200);
    const hash = collected.json().system.hash as string;
    // A cacheable read twice: made once, then answered from the cache (by the read front).
    for (let i = 0; i < 3; i++) {
      expect((await send({ url: `/api/v1/solar/solarsystem/${hash}/full` })).status).toBe(200);
    }
    // Give the galaxy version a moment to settle, so the front may answer from its cache.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 3; i++) {
      expect((await send({ url: `/api/v1/solar/solarsystem/${hash}/full` })).status).toBe(200);
    }

    const after = await scrape();
    const count = (labels: string) =>
      value(after, `orrery_http_request_duration_seconds_count{${labels}}`) -
      value(before, `orrery_http_request_duration_seconds_count{${labels}}`);
    expect(count('method="POST",route="/api/v1/auth/register",status="201"')).toBe(1);
    expect(count('method="POST",route="/api/v1/auth/login",status="400"')).toBe(1);
    expect(count('method="POST",route="/api/v1/solar/collect/:id",status="200"')).toBe(1);
    expect(count('method="GET",route="/api/v1/solar/solarsystem/:id/full",status="200"')).toBe(6);
    // Templates, never a URL's own values.
    expect([...after.keys()].some((key) => key.includes(hash))).toBe(false);
    const moved = (key: string) => value(after, key) - value(before, key);
    expect(moved('orrery_registrations_total')).toBe(1);
    expect(moved('orrery_collects_total')).toBe(1);
    expect(moved('orrery_sign_in_refusals_total{status="400"}')).toBe(1);
    expect(moved('orrery_read_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(moved('orrery_read_cache_hits_total')).toBeGreaterThanOrEqual(4);
    // The histogram's buckets: a latency panel's quantiles come from them.
    expect(
      after.has(
        'orrery_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/v1/solar/collect/:id",status="200"}',
      ),
    ).toBe(true);
    expect(after.has('orrery_event_streams_open')).toBe(true);
    if (testDialect === 'postgres') {
      expect(value(after, 'orrery_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
      expect(after.has('orrery_db_pool_connections{state="waiting"}')).toBe(true);
    }
  });

  it('counts the event streams open now, up as one opens and down as it goes', async () => {
    const open = () => scrape().then((all) => value(all, 'orrery_event_streams_open'));
    const before = await open();
    const hangUp = new AbortController();
    const stream = await fetch(`${server.baseUrl}/api/v1/events`, { signal: hangUp.signal });
    expect(stream.status).toBe(200);
    // The first frame (its retry: hint) is written once the stream counts as open.
    await stream.body!.getReader().read();
    expect(await open()).toBe(before + 1);
    hangUp.abort();
    await expect.poll(open).toBe(before);
  });

  it('is served on the main port only with the token, and says nothing without it', async () => {
    const main = `${server.baseUrl}/metrics`;
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const answer = await fetch(main, { headers });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: 'Unauthorized' });
    }
    const own = await fetch(metricsUrl);
    expect([own.status, await own.json()]).toEqual([401, { error: 'Unauthorized' }]);
    expect((await scrape(main)).has('orrery_collects_total')).toBe(true);
  });

  it('has every series that ops/ (the dashboard, the alert rules) asks for', async () => {
    const ops = resolve(import.meta.dirname, '../../../ops');
    const asked = ['grafana/orrery-dashboard.json', 'prometheus/alerts.yml']
      .map((file) => readFileSync(join(ops, file), 'utf8'))
      .join('\n');
    const names = new Set(asked.match(/\b(?:orrery|nodejs|process)_\w+/g));
    expect(names.size).toBeGreaterThan(10);
    const text = await (
      await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    const families = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
    const missing = [...names].filter(
      (name) => !families.has(name) && !families.has(name.replace(/_(bucket|count|sum)$/, '')),
    );
    expect(missing).toEqual([]);
  });
});
