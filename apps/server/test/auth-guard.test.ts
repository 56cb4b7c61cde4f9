import { issueSessionToken, restRoutes, sessionKey } from '@orrery/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport, type Send } from './support/transports.js';

let server: TestServer;
let send: Send;
let alice: Player;
let bob: Player;
let hash: string;
/** The system Alice collects (her offer). */
let aliceHash: string;
let mapVersion: string;

beforeAll(async () => {
  server = await startTestServer();
  send = injectTransport(server.app);
  alice = await newPlayer(send);
  bob = await newPlayer(send);
  hash = (await send({ url: '/api/v1/solar/solarsystems/map' })).json()[3].hash;
  mapVersion = (await send({ url: '/api/v1/solar/solarsystems/map/static' })).json().version;
});
afterAll(() => server.close());

/** A request each route would accept from a signed-in player, so only the credentials differ. */
const VALID_BODIES: Record<string, unknown> = {
  'PUT /auth/email': { email: 'fine@example.com', currentPassword: 'whatever1' },
  'PUT /auth/password': { currentPassword: 'whatever1', newPassword: 'whatever2' },
  'DELETE /user': { currentPassword: 'whatever1' },
  'POST /solar/collection/buydown': { hours: 1 },
  'PUT /email-preferences': { preferences: [] },
  'PUT /user/profile': { private: false },
  'PUT /user/time-zone': { timeZone: 'UTC' },
};

/** The session a player's token names. */
function sessionOf(player: Player): string {
  const payload = JSON.parse(Buffer.from(player.token.split('.')[1]!, 'base64url').toString());
  return payload.sid as string;
}

const protectedRoutes = restRoutes.filter((route) => route.auth);
const publicRoutes = restRoutes.filter((route) => !route.auth);

function urlOf(path: string) {
  const url = `/api/v1${path
    .replace(':id', () => hash)
    .replace(':version', () => mapVersion)
    .replace(':chunk', '0')
    .replace(/:(depth|x|y|z|page)\b/g, '0')
    .replace(':username', () => encodeURIComponent(alice.username))}`;
  return path === '/time/utc-to-asd' ? `${url}?utc=2030-01-01T00:00:00Z` : url;
}

describe('routes that need a session answer 401 { error }', () => {
  const credentials: [string, () => Promise<Record<string, string>>][] = [
    ['no token', async () => ({})],
    ['a garbage token', async () => ({ authorization: 'Bearer garbage.token.here' })],
    ['a non-bearer scheme', async () => ({ authorization: `Basic ${alice.token}` })],
    [
      'an expired token',
      async () => {
        const longAgo = new Date(Date.now() - (server.config.session.ttlSeconds + 60) * 1000);
        return {
          authorization: `Bearer ${await issueSessionToken(
            server.config.session,
            { userId: alice.id, sessionId: sessionOf(alice) },
            longAgo,
          )}`,
        };
      },
    ],
    [
      'a token signed with another secret',
      async () => {
        const other = sessionKey('another secret that is long enough to sign with');
        const claims = { userId: alice.id, sessionId: sessionOf(alice) };
        return { authorization: `Bearer ${await issueSessionToken(other, claims, new Date())}` };
      },
    ],
    [
      'a token whose player signed out',
      async () => {
        const leaving = await newPlayer(send);
        const signedOut = await send({
          method: 'POST',
          url: '/api/v1/auth/logout',
          token: leaving.token,
        });
        expect(signedOut.status).toBe(200);
        expect(signedOut.json()).toEqual({ success: true, message: 'Signed out' });
        return { authorization: `Bearer ${leaving.token}` };
      },
    ],
    [
      "a deleted player's token",
      async () => {
        const doomed = await newPlayer(send);
        const deleted = await send({
          method: 'DELETE',
          url: '/api/v1/user',
          token: doomed.token,
          body: { currentPassword: doomed.password },
        });
        expect(deleted.status).toBe(200);
        // The newest account gone, a newcomer must not inherit its id (and so its tokens).
        expect((await newPlayer(send)).id).toBeGreaterThan(doomed.id);
        return { authorization: `Bearer ${doomed.token}` };
      },
    ],
  ];

  it.each(credentials)('with %s', async (_name, headersFor) => {
    const headers = await headersFor();
    for (const route of protectedRoutes) {
      const response = await send({
        method: route.method,
        url: urlOf(route.path),
        headers,
        body: VALID_BODIES[`${route.method} ${route.path}`],
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(response.json(), `${route.method} ${route.path}`).toEqual({
        error: expect.any(String),
      });
    }
  });

  it('also on /trpc', async () => {
    const response = await send({ url: '/trpc/auth.me' });
    expect(response.status).toBe(401);
    expect(response.json().error.data.code).toBe('UNAUTHORIZED');
  });

  it('signing out over /trpc ends that session only', async () => {
    const player = await newPlayer(send);
    const again = await send({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: player.email, password: player.password },
    });
    const otherDevice = again.json().token as string;
    // As tRPC's client sends a mutation without input.
    const out = await send({
      method: 'POST',
      url: '/trpc/auth.logout',
      token: player.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(out.status).toBe(200);
    expect((await send({ url: '/trpc/auth.me', token: player.token })).status).toBe(401);
    expect((await send({ url: '/api/v1/auth/me', token: player.token })).status).toBe(401);
    expect((await send({ url: '/api/v1/auth/me', token: otherDevice })).status).toBe(200);
    // Signing out twice is a 401 like any call with an ended session.
    const twice = await send({ method: 'POST', url: '/api/v1/auth/logout', token: player.token });
    expect(twice.status).toBe(401);
  });

  it('the profile is fetched with a valid token', async () => {
    expect((await send({ url: '/api/v1/auth/me', token: alice.token })).status).toBe(200);
  });
});

it('public routes answer without a session (and ignore a bad one)', async () => {
  for (const route of publicRoutes.filter((r) => r.method === 'GET')) {
    const anonymous = await send({ url: urlOf(route.path) });
    expect(anonymous.status, route.path).toBe(200);
    const garbage = await send({
      url: urlOf(route.path),
      headers: { authorization: 'Bearer nope' },
    });
    expect(garbage.status, route.path).toBe(200);
  }
  expect(publicRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
    'GET /leaderboards',
    'GET /sinks',
    'GET /society/:username',
    'GET /solar/odds',
    'GET /solar/solarsystem/:id/full',
    'GET /solar/solarsystems/map',
    'GET /solar/solarsystems/map/discoveries',
    'GET /solar/solarsystems/map/static',
    'GET /solar/solarsystems/map/static/:version',
    'GET /solar/solarsystems/map/static/:version/labels/:chunk',
    'GET /solar/solarsystems/map/static/:version/octree/:depth/:x/:y/:z/:page',
    'GET /solar/solarsystems/random',
    'GET /solar/solarsystems/search',
    'GET /solar/solarsystems/search/optimized',
    'GET /time/utc-to-asd',
    'GET /trades/rules',
    'POST /auth/email/confirm',
    'POST /auth/forgot-password',
    'POST /auth/login',
    'POST /auth/register',
    'POST /auth/reset-password',
    'POST /email-preferences/unsubscribe',
  ]);
});

describe('one player never sees or changes another player’s data', () => {
  it('reads answer the caller’s own data only', async () => {
    const collected = await send({
      method: 'POST',
      url: '/api/v1/solar/collect/offer-1',
      token: alice.token,
    });
    expect(collected.status).toBe(200);
    aliceHash = collected.json().system.hash;

    const bobMe = (await send({ url: '/api/v1/auth/me', token: bob.token })).json();
    expect(bobMe).toMatchObject({ id: bob.id, email: bob.email });
    expect((await send({ url: '/api/v1/solar/collection', token: bob.token })).json()).toEqual({
      systems: [],
    });
    expect(
      (await send({ url: '/api/v1/transactions/history', token: bob.token })).json().total,
    ).toBe(0);
    expect((await send({ url: '/api/v1/transactions/balance', token: bob.token })).json()).toEqual({
      balance: 0,
    });
    expect(
      (await send({ url: '/api/v1/achievements/recent', token: bob.token })).json(),
    ).toBeNull();
    expect(
      (await send({ url: '/api/v1/solar/collection/status', token: bob.token })).json().canCollect,
    ).toBe(true);
  });

  it('writes touch the caller’s own data only', async () => {
    const aliceBefore = (await send({ url: '/api/v1/auth/me', token: alice.token })).json();
    // Alice's system is not Bob's offer: refused, whoever holds it.
    const stolen = await send({
      method: 'POST',
      url: `/api/v1/solar/collect/${aliceHash}`,
      token: bob.token,
    });
    expect(stolen.status).toBe(400);
    const prefs = (await send({ url: '/api/v1/email-preferences', token: alice.token })).json();
    await send({
      method: 'PUT',
      url: '/api/v1/email-preferences',
      token: bob.token,
      body: {
        preferences: prefs.map((p: { emailType: string; enabled: boolean }) => ({
          emailType: p.emailType,
          enabled: !p.enabled,
        })),
      },
    });
    await send({
      method: 'PUT',
      url: '/api/v1/auth/email',
      token: bob.token,
      body: { email: alice.email, currentPassword: bob.password },
    }).then((r) => expect(r.status).toBe(409));
    await send({
      method: 'DELETE',
      url: '/api/v1/user',
      token: bob.token,
      body: { currentPassword: bob.password },
    });

    expect((await send({ url: '/api/v1/auth/me', token: alice.token })).json()).toEqual(
      aliceBefore,
    );
    expect((await send({ url: '/api/v1/email-preferences', token: alice.token })).json()).toEqual(
      prefs,
    );
    const full = (await send({ url: `/api/v1/solar/solarsystem/${aliceHash}/full` })).json();
    expect(full).toMatchObject({ discovered: true, discoveredById: alice.id });
  });
});
