import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/http/app.js';
import { CacheableReads } from '../src/cache/cacheable-reads.js';
import { GalaxyVersionClock } from '../src/cache/galaxy-version-clock.js';
import { readFront } from '../src/http/read-front.js';
import { ResponseCache } from '../src/cache/response-cache.js';
import { VersionedBody } from '../src/cache/versioned-body.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const withoutPerRequest = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => name !== 'x-request-id' && name !== 'date'));

async function listening(httpServer: Server): Promise<string> {
  httpServer.listen(0, '127.0.0.1');
  await once(httpServer, 'listening');
  return `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
}

describe('the front, on a server of its own', () => {
  const cache = new ResponseCache(1024 * 1024);
  let clock: GalaxyVersionClock;
  let gateOpen = true;
  /** Whether the server logs cached reads (LOG_LEVEL debug): its other front then answers. */
  let debugLogs = false;
  /** Requests the front left to the handler behind it. */
  const behind: string[] = [];
  let base: string;
  let httpServer: Server;

  /**
   * What rest-api.ts's `cached` does, in short: make the answer once per URL and version; a real
   * route's answer that the front could not make is a 404 here.
   */
  async function handler(request: IncomingMessage, response: ServerResponse) {
    behind.push(`${request.method} ${request.url}`);
    if (request.url!.startsWith('/api/')) {
      response.writeHead(404).end();
      return;
    }
    const { version } = await clock.snapshot();
    const body = await cache.get(request.url!, version, async () => {
      return new VersionedBody(version, { url: request.url, padding: 'x'.repeat(2000) });
    });
    const encoding = body.encodingFor(request.headers['accept-encoding']);
    const { bytes, length } = await body.encoded(encoding);
    response.writeHead(200, { ...body.headers(encoding), 'content-length': length });
    response.end(bytes);
  }

  beforeAll(async () => {
    clock = new GalaxyVersionClock(server.db, 60_000);
    const reads = new CacheableReads({
      db: server.db,
      config: server.config,
      clock: () => new Date(),
      galaxyVersion: clock,
      cache,
    });
    const frontOf = (logsCachedReads: boolean) =>
      readFront({ cache, galaxyVersion: clock, reads, logsCachedReads, apiOpen: () => gateOpen });
    const [quiet, logging] = [frontOf(false), frontOf(true)];
    httpServer = createServer((request, response) =>
      (debugLogs ? logging : quiet)(request, response, (...asked) => void handler(...asked)),
    );
    base = await listening(httpServer);
  });
  afterAll(() => new Promise((done) => httpServer.close(done)));

  it('answers a made answer itself, with the same bytes; a first ask goes behind it', async () => {
    behind.length = 0;
    const first = await fetch(`${base}/a`);
    const second = await fetch(`${base}/a`);
    expect(behind).toEqual(['GET /a']);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('leaves to the handler a compression not made yet, then answers it', async () => {
    behind.length = 0;
    const brotli = { 'accept-encoding': 'br' };
    await fetch(`${base}/b`);
    const compressed = await fetch(`${base}/b`, { headers: brotli });
    const again = await fetch(`${base}/b`, { headers: brotli });
    expect(behind).toEqual(['GET /b', 'GET /b']);
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await again.text()).toBe(await compressed.text());
  });

  it('leaves HEAD, conditional and forwarded-HTTPS requests, debug logs, a closed API and a stale version to the handler', async () => {
    await fetch(`${base}/c`);
    behind.length = 0;
    const etag = (await fetch(`${base}/c`)).headers.get('etag')!;
    expect(behind).toEqual([]);
    await fetch(`${base}/c`, { method: 'HEAD' });
    await fetch(`${base}/c`, { headers: { 'if-none-match': etag } });
    await fetch(`${base}/c`, { headers: { 'x-forwarded-proto': 'https' } });
    debugLogs = true;
    await fetch(`${base}/c`);
    debugLogs = false;
    gateOpen = false;
    await fetch(`${base}/c`);
    gateOpen = true;
    clock.invalidate();
    await fetch(`${base}/c`);
    expect(behind).toEqual(['HEAD /c', 'GET /c', 'GET /c', 'GET /c', 'GET /c', 'GET /c']);
    // The handler read the version again: the front answers once more.
    await fetch(`${base}/c`);
    expect(behind).toHaveLength(6);
  });

  it('makes a first ask of a plain URL itself; one it cannot parse or make goes behind it', async () => {
    const { hash } = await server.db
      .selectFrom('systems')
      .select('hash')
      .where('id', '=', 7)
      .executeTakeFirstOrThrow();
    behind.length = 0;
    const full = await fetch(`${base}/api/v1/solar/solarsystem/${hash}/full`);
    expect(full.status).toBe(200);
    expect(((await full.json()) as { hash: string }).hash).toBe(hash);
    const page = await fetch(`${base}/api/v1/solar/solarsystems/search?page=2&limit=4`);
    expect(((await page.json()) as { systems: unknown[] }).systems).toHaveLength(4);
    expect(behind).toEqual([]);
    const left = [
      '/api/v1/solar/solarsystem/nosuchsystem/full',
      '/api/v1/solar/solarsystems/search?page=two',
      '/api/v1/solar/solarsystems/search?search=a%20b',
      '/api/v1/solar/solarsystems/search?page=1&page=2',
      '/api/v1/solar/solarsystems/search?__proto__=1',
      `/api/v1/solar/solarsystem/${'a'.repeat(101)}/full`,
      `/api/v1/solar/solarsystem/${hash}/full/`,
      '/api/v1/solar/solarsystems/search/',
    ];
    for (const path of left) expect((await fetch(base + path)).status).toBe(404);
    expect(behind).toEqual(left.map((path) => `GET ${path}`));
  });
});

describe('the app over HTTP', () => {
  let base: string;
  beforeAll(async () => {
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it.each([
    [
      'a full system',
      async () => {
        const map = (await (await fetch(`${base}/api/v1/solar/solarsystems/map`)).json()) as {
          hash: string;
        }[];
        return `/api/v1/solar/solarsystem/${map[7]!.hash}/full`;
      },
    ],
    ['a guide page', async () => '/api/v1/solar/solarsystems/search/optimized?page=2&limit=16'],
  ])('answers %s asked again as it answered it first', async (_name, pathOf) => {
    const url = base + (await pathOf());
    const encodings: Record<string, string>[] = [
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip' },
    ];
    for (const headers of encodings) {
      const first = await fetch(url, { headers });
      const firstBody = Buffer.from(await first.arrayBuffer());
      for (let ask = 0; ask < 2; ask++) {
        const again = await fetch(url, { headers });
        expect(again.status).toBe(200);
        expect(withoutPerRequest(again.headers)).toEqual(withoutPerRequest(first.headers));
        expect(Buffer.from(await again.arrayBuffer())).toEqual(firstBody);
        expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      }
      const notModified = await fetch(url, {
        headers: { ...headers, 'if-none-match': first.headers.get('etag')! },
      });
      expect(notModified.status).toBe(304);
    }
  });
  it('answers first asks as Fastify does (an app logging every read routes them all)', async () => {
    const routed = await buildApp({
      db: server.db,
      config: server.config,
      webDist: join(server.dir, 'web'),
      authRateLimit: 1000,
      logLevel: 'debug',
      logStream: { write() {} },
    });
    const routedBase = await routed.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { hash } = await server.db
        .selectFrom('systems')
        .select('hash')
        .where('id', '=', 11)
        .executeTakeFirstOrThrow();
      const paths = [
        `/api/v1/solar/solarsystem/${hash}/full`,
        '/api/v1/solar/solarsystems/search?page=3&limit=5',
        '/api/v1/solar/solarsystems/search/optimized?minPlanets=2&status=undiscovered',
        '/api/v1/solar/solarsystems/map/static',
        '/api/v1/solar/solarsystems/map/discoveries?since=0',
        '/api/v1/solar/solarsystem/nosuchsystem/full',
        '/api/v1/solar/solarsystems/search?page=two',
        '/api/v1/solar/solarsystems/search?limit=0',
      ];
      for (const path of paths) {
        for (const encoding of ['identity', 'br']) {
          const headers = { 'accept-encoding': encoding };
          // Fastify's answer first: the front's is then a first ask of its own app's cache.
          const expected = await fetch(routedBase + path, { headers });
          const answer = await fetch(base + path, { headers });
          expect(answer.status, path).toBe(expected.status);
          expect(withoutPerRequest(answer.headers), path).toEqual(
            withoutPerRequest(expected.headers),
          );
          expect(Buffer.from(await answer.arrayBuffer()), path).toEqual(
            Buffer.from(await expected.arrayBuffer()),
          );
        }
      }
    } finally {
      await routed.close();
    }
  });
});
