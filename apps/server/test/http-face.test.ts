import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { restRoutes } from '@orrery/api';
import { collectSystem } from '@orrery/api/game/collect';
import { offerKeyOf } from '@orrery/api/game/offer';
import { closeDatabase, openDatabase } from '@orrery/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players.js';
import { startTestServer, WEB_ASSET, WEB_INDEX, type TestServer } from './support/test-server.js';
import { injectTransport, type Send } from './support/transports.js';

let server: TestServer;
let send: Send;

beforeAll(async () => {
  server = await startTestServer();
  send = injectTransport(server.app);
});
afterAll(() => server.close());

describe('the web app', () => {
  it('serves index.html for client routes (SPA fallback), revalidated on each visit', async () => {
    for (const path of ['/', '/dashboard', '/solar/abc123', '/guide?page=2', '/guide?search=a.b']) {
      const response = await send({ url: path });
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/text\/html/);
      expect(response.text, path).toBe(WEB_INDEX);
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await server.app.inject({
      url: `/${WEB_ASSET}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toMatch(/^console\.log/);
  });

  it('answers JSON 404 for unknown API paths, missing assets and non-GET pages', async () => {
    for (const request of [
      { url: '/api/v1/nothing-here' },
      { url: '/api/v2/solar' },
      { url: '/assets/missing-123.js' },
      { url: '/healthz/extra' },
      // A missing file is a missing file, wherever it is asked for; no sitemap is published.
      { url: '/nope.png' },
      { url: '/sitemap.xml' },
      { url: '/solar/abc.webmanifest?v=2' },
      { method: 'POST' as const, url: '/dashboard' },
    ]) {
      const response = await send(request);
      expect(response.status, request.url).toBe(404);
      expect(response.json(), request.url).toEqual({
        error: expect.stringMatching(/^No route for/),
      });
    }
    expect((await send({ url: '/trpc/nothing.here' })).status).toBe(404);
  });

  it('sends security headers with a CSP the app and its WebGL map run under', async () => {
    const response = await send({ url: '/' });
    const csp = response.headers['content-security-policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/worker-src 'self' blob:/);
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Framing is refused the same way by both headers.
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it("sends API answers only the headers JSON needs, not the pages' policy", async () => {
    for (const url of ['/api/v1/time/utc-to-asd?utc=2030-01-01T00:00:00Z', '/api/v1/nothing']) {
      const response = await send({ url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-dns-prefetch-control'], url).toBeUndefined();
      expect(response.headers['origin-agent-cluster'], url).toBeUndefined();
    }
  });

  it('sends HSTS only on HTTPS, as the socket or a trusted proxy says', async () => {
    const overHttps = { 'x-forwarded-proto': 'https' };
    // Plain HTTP, and an untrusted client claiming HTTPS: no HSTS.
    expect((await send({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await send({ url: '/', headers: overHttps })).headers['strict-transport-security'],
    ).toBeUndefined();
    for (const trustProxy of [['127.0.0.1'], ['loopback'], 1]) {
      const proxied = await startTestServer({ trustProxy });
      try {
        const response = await injectTransport(proxied.app)({ url: '/', headers: overHttps });
        expect(response.headers['strict-transport-security'], String(trustProxy)).toMatch(
          /^max-age=\d+/,
        );
        const plain = await injectTransport(proxied.app)({ url: '/healthz' });
        expect(plain.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await proxied.close();
      }
    }
  });
});

describe('the API face', () => {
  it('GET /healthz is 200 when the galaxy is ready, 503 while it is being seeded', async () => {
    const response = await send({ url: '/healthz' });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    // As while the CLI reseeds the shared database file.
    await server.db.updateTable('galaxies').set({ status: 'seeding' }).execute();
    try {
      const seeding = await send({ url: '/healthz' });
      expect(seeding.status).toBe(503);
      expect(seeding.json()).toEqual({ status: 'starting' });
      expect(seeding.headers['cache-control']).toBe('no-store');
    } finally {
      await server.db.updateTable('galaxies').set({ status: 'ready' }).execute();
    }
  });

  it('gives every response its own request id', async () => {
    const a = await send({ url: '/healthz' });
    const b = await send({ url: '/healthz' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('serves an OpenAPI document covering every route', async () => {
    const response = await send({ url: '/api/v1/openapi.json' });
    expect(response.status).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const route of restRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(
        document.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${path}`,
      ).toBeDefined();
    }
    const search = document.paths['/solar/solarsystems/search/optimized'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'search',
        'minPlanets',
        'minStars',
        'status',
        'page',
        'limit',
        'sector',
      ]),
    );
    expect(document.paths['/auth/me'].get.security).toEqual([{ bearer: [] }]);
    // Each route lists the error statuses it really answers.
    const statuses = (path: string, method: string) =>
      Object.keys(document.paths[path][method].responses);
    expect(statuses('/solar/solarsystem/{id}/full', 'get')).toContain('404');
    expect(statuses('/solar/collect/{id}', 'post')).toEqual(
      expect.arrayContaining(['401', '404', '409']),
    );
    expect(statuses('/auth/register', 'post')).toEqual(
      expect.arrayContaining(['201', '409', '413', '415', '429']),
    );
    expect(statuses('/solar/solarsystems/map', 'get')).not.toContain('429');
  });

  it('compresses API responses for clients that accept it', async () => {
    const response = await server.app.inject({
      url: '/api/v1/solar/solarsystems/search/optimized?limit=16',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).systems).toHaveLength(
      16,
    );
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/v1/auth/login',
      rawBody: JSON.stringify({ email: 'a@b.c', password: 'p'.repeat(64 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large' });
  });

  it('answers tRPC calls at /trpc', async () => {
    const input = encodeURIComponent(JSON.stringify({ limit: 2 }));
    const search = await send({ url: `/trpc/solar.search?input=${input}` });
    expect(search.status).toBe(200);
    expect(search.json().result.data.systems).toHaveLength(2);
    const login = await send({
      method: 'POST',
      url: '/trpc/auth.login',
      body: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(login.status).toBe(400);
    expect(login.json().error.message).toBe('Invalid email or password');
  });
});

describe('the map list cache', () => {
  const MAP = '/api/v1/solar/solarsystems/map';

  it('answers 304 for a current ETag and the same bytes in every encoding', async () => {
    const full = await server.app.inject({
      url: `/api/v1/solar/solarsystem/${(await server.app.inject({ url: MAP })).json()[7].hash}/full`,
    });
    expect(full.headers.etag).toMatch(/^".+"$/);
    const plain = await server.app.inject({ url: MAP });
    const etag = plain.headers.etag as string;
    expect(plain.headers['cache-control']).toBe('no-cache');
    const again = await server.app.inject({ url: MAP, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await server.app.inject({ url: MAP, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await server.app.inject({ url: MAP, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('changes its ETag when a discovery is made, even by another database connection', async () => {
    const before = await server.app.inject({ url: MAP });
    const etag = before.headers.etag as string;
    const player = await newPlayer(send);
    let hash: string;
    const offerKey = offerKeyOf(server.config.session.secret);

    // Another process's connection to the same database (e.g. a second server or the CLI).
    const other = openDatabase(server.target);
    try {
      hash = (await collectSystem(other, player.id, 'offer-1', new Date(), offerKey)).system.hash;
    } finally {
      await closeDatabase(other);
    }

    // Another process's writes show within the version's maximum age (250 ms by default).
    let stale = await server.app.inject({ url: MAP, headers: { 'if-none-match': etag } });
    for (let tries = 0; stale.statusCode === 304 && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stale = await server.app.inject({ url: MAP, headers: { 'if-none-match': etag } });
    }
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(etag);
    expect(stale.json().find((s: { hash: string }) => s.hash === hash)).toMatchObject({
      discovered: true,
      discoveredById: player.id,
    });

    // This server's own writes show at once.
    const deleted = await send({
      method: 'DELETE',
      url: '/api/v1/user',
      token: player.token,
      body: { currentPassword: player.password },
    });
    expect(deleted.status).toBe(200);
    const released = await server.app.inject({
      url: MAP,
      headers: { 'if-none-match': stale.headers.etag as string },
    });
    expect(released.statusCode).toBe(200);
    expect(released.json().find((s: { hash: string }) => s.hash === hash)).toMatchObject({
      discovered: false,
      discoveredById: null,
    });
  });
});

describe('rate limits and logs', () => {
  it('limits login and register calls per address, REST and tRPC together', async () => {
    const limited = await startTestServer({ authRateLimit: 3 });
    try {
      const attempt = (url: string) =>
        limited.app.inject({
          method: 'POST',
          url,
          payload: { username: 'Limits', email: 'x@example.com', password: 'wrong pass' },
        });
      expect((await attempt('/api/v1/auth/login')).statusCode).toBe(400);
      expect((await attempt('/trpc/auth.login')).statusCode).toBe(400);
      expect((await attempt('/api/v1/auth/register')).statusCode).toBe(201);
      const over = await attempt('/api/v1/auth/login');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ error: expect.stringMatching(/^Too many attempts/) });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt('/trpc/auth.register')).statusCode).toBe(429);
      // Everything else is unaffected.
      expect(
        (await limited.app.inject({ url: '/api/v1/solar/solarsystems/random' })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('logs cached reads that succeed at debug, every other request at info', async () => {
    for (const level of ['info', 'debug'] as const) {
      const lines: string[] = [];
      const logged = await startTestServer({
        logLevel: level,
        logStream: { write: (line) => void lines.push(line) },
      });
      try {
        const search = '/api/v1/solar/solarsystems/search?limit=1';
        const hash = (await logged.app.inject({ url: search })).json().systems[0].hash;
        await logged.app.inject({ url: `/api/v1/solar/solarsystem/${hash}/full` });
        await logged.app.inject({ url: '/api/v1/solar/solarsystem/no-such-hash/full' });
        await logged.app.inject({ url: '/api/v1/solar/solarsystems/random' });
        const completed = lines
          .map((line) => JSON.parse(line))
          .filter((entry) => entry.msg === 'request completed')
          .map((entry) => `${entry.level} ${entry.req.url} ${entry.res.statusCode}`);
        expect(completed).toEqual([
          ...(level === 'debug'
            ? [
                // A query is logged by its names only (logger.ts, loggedUrl).
                '20 /api/v1/solar/solarsystems/search?limit=… 200',
                `20 /api/v1/solar/solarsystem/${hash}/full 200`,
              ]
            : []),
          '30 /api/v1/solar/solarsystem/no-such-hash/full 404',
          '30 /api/v1/solar/solarsystems/random 200',
        ]);
      } finally {
        await logged.close();
      }
    }
  });

  it('logs each refused request once, at info, with its status', async () => {
    const lines: string[] = [];
    const logged = await startTestServer({
      authRateLimit: 1,
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const sendLogged = injectTransport(logged.app);
      const wrongLogin = { method: 'POST' as const, url: '/api/v1/auth/login' };
      const refusals: [number, Parameters<Send>[0]][] = [
        [400, { ...wrongLogin, body: { email: 'a@b.co', password: 'wrong password' } }],
        [429, { ...wrongLogin, body: { email: 'a@b.co', password: 'wrong password' } }],
        [413, { ...wrongLogin, rawBody: JSON.stringify({ password: 'p'.repeat(64 * 1024) }) }],
        [400, { ...wrongLogin, rawBody: '{"email":' }],
        [401, { url: '/api/v1/auth/me' }],
        [404, { url: '/api/v1/nothing-here' }],
      ];
      for (const [status, request] of refusals) {
        const response = await sendLogged(request);
        expect(response.status, request.url).toBe(status);
        expect(response.json(), request.url).toEqual({ error: expect.any(String) });
        const id = response.headers['x-request-id'];
        const mine = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);
        expect(mine, `${status} ${request.url}`).toEqual([
          expect.objectContaining({
            level: 30,
            msg: 'request completed',
            res: { statusCode: status },
          }),
        ]);
      }
      expect(lines.map((line) => JSON.parse(line).level).filter((level) => level >= 40)).toEqual(
        [],
      );
    } finally {
      await logged.close();
    }
  });

  it('logs structured lines with request ids and never a password or token', async () => {
    const lines: string[] = [];
    const logged = await startTestServer({
      logLevel: 'trace',
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const password = 'Sup3r-secret-pass';
      const email = 'logs@example.com';
      await logged.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { username: 'Log Keeper', suffix: '', email, password },
      });
      const login = await logged.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
      });
      const token = login.json().token as string;
      await logged.app.inject({
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      await logged.app.inject({
        url: `/trpc/auth.me`,
        headers: { authorization: `Bearer ${token}` },
      });

      // What a handler or plugin might log about a request: its headers and its body. The
      // server's logger must censor the secrets wherever they sit.
      const newPassword = 'An0ther-secret-pass';
      logged.app.log.info(
        { headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` } },
        'a request, headers and all',
      );
      logged.app.log.info({ body: { email, password } }, 'a login body');
      logged.app.log.info({ input: { currentPassword: password, newPassword } }, 'a change');
      logged.app.log.info({ token, password }, 'top-level secrets');

      const text = lines.join('');
      expect(lines.length).toBeGreaterThanOrEqual(8);
      expect(text).toContain(email);
      expect(text).not.toContain(password);
      expect(text).not.toContain(newPassword);
      expect(text).not.toContain(token);
      const entries = lines.map((line) => JSON.parse(line));
      const entryOf = (msg: string) => entries.find((entry) => entry.msg === msg);
      expect(entryOf('a request, headers and all').headers).toEqual({
        authorization: '[redacted]',
        cookie: '[redacted]',
      });
      expect(entryOf('a login body').body).toEqual({ email, password: '[redacted]' });
      expect(entryOf('a change').input).toEqual({
        currentPassword: '[redacted]',
        newPassword: '[redacted]',
      });
      expect(entryOf('top-level secrets')).toMatchObject({
        token: '[redacted]',
        password: '[redacted]',
      });
      const requests = entries.filter((entry) => entry.msg === 'request completed');
      expect(
        requests.map((entry) => `${entry.req.method} ${entry.req.url} ${entry.res.statusCode}`),
      ).toEqual([
        'POST /api/v1/auth/register 201',
        'POST /api/v1/auth/login 200',
        'GET /api/v1/auth/me 200',
        'GET /trpc/auth.me 200',
      ]);
      expect(new Set(requests.map((entry) => entry.reqId)).size).toBe(4);
    } finally {
      await logged.close();
    }
  });
});
