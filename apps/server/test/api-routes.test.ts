import { grantCredits } from '@orrery/api/game/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, TEST_GALAXY, type TestServer } from './support/test-server.js';
import { httpTransport, injectTransport, listen, type Send } from './support/transports.js';

// Every /api/v1 row of docs/spec.md §7, once through inject and once over a real socket.
describe.each(['inject', 'http'] as const)('/api/v1 through %s', (transport) => {
  let server: TestServer;
  let send: Send;
  let player: Player;
  let hashes: string[];

  beforeAll(async () => {
    server = await startTestServer();
    send =
      transport === 'inject'
        ? injectTransport(server.app)
        : httpTransport(await listen(server.app));
    player = await newPlayer(send);
    const map = await send({ url: '/api/v1/solar/solarsystems/map' });
    hashes = map.json().map((system: { hash: string }) => system.hash);
  });
  afterAll(() => server.close());

  const authed = (url: string, extra: Partial<Parameters<Send>[0]> = {}) =>
    send({ url, token: player.token, ...extra });

  it('POST /auth/register creates an account and answers { success, message }', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: {
        username: `Reg ${transport}`,
        suffix: '',
        email: `reg-${transport}@example.com`,
        password: 'long enough pw',
      },
    });
    expect(response.status).toBe(201);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
  });

  it('POST /auth/register refuses bad fields with details keyed by field, and a taken email with 409', async () => {
    const invalid = await send({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { username: 'x', suffix: '', email: 'not-an-email', password: 'short' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json().error).toEqual(expect.any(String));
    expect(Object.keys(invalid.json().details).sort()).toEqual(['email', 'password', 'username']);

    const taken = await send({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: {
        username: 'Someone Else',
        suffix: '',
        email: player.email.toUpperCase(),
        password: 'long enough pw',
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.json()).toMatchObject({
      error: expect.any(String),
      details: { email: expect.any(String) },
    });
  });

  it('POST /auth/login answers a token and the profile; a wrong password is 400', async () => {
    const ok = await send({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: player.email, password: player.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.json()).toMatchObject({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: { id: player.id, username: player.username },
    });
    const wrong = await send({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: player.email, password: 'not the password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });
  });

  it('GET /auth/me answers the profile', async () => {
    const response = await authed('/api/v1/auth/me');
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({
      id: player.id,
      username: player.username,
      email: player.email,
      currency: 0,
    });
  });

  it('GET /time/utc-to-asd converts a timestamp, signed in or not', async () => {
    const anonymous = await send({ url: '/api/v1/time/utc-to-asd?utc=1957-10-04T19:28:34.000Z' });
    expect(anonymous.status).toBe(200);
    expect(anonymous.json()).toEqual({ asd: 'ASD 0.000 00:00' });
    const response = await authed('/api/v1/time/utc-to-asd?utc=1957-10-04T19:28:34.000Z');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ asd: 'ASD 0.000 00:00' });
    const later = await authed(
      `/api/v1/time/utc-to-asd?utc=${encodeURIComponent('1960-07-01T20:30:00+01:00')}`,
    );
    // 20:30 at +01:00 is 19:30 UTC: 1,001 days and 86 s after the epoch.
    expect(later.json()).toEqual({ asd: 'ASD 1.001 00:01' });
  });

  it('GET /solar/solarsystems/map lists every system with its map fields', async () => {
    const response = await send({ url: '/api/v1/solar/solarsystems/map' });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toMatch(/^".+"$/);
    const systems = response.json();
    expect(systems).toHaveLength(TEST_GALAXY.size);
    expect(systems[0]).toEqual({
      hash: expect.any(String),
      name: expect.any(String),
      coordinates: { x: expect.any(Number), y: expect.any(Number), z: expect.any(Number) },
      discovered: expect.any(Boolean),
      discoveredById: null,
      firstStar: {
        spectralClass: expect.any(String),
        type: expect.any(String),
        sizeClass: expect.any(Number),
      },
    });
  });

  it.each(['/search', '/search/optimized'])(
    'GET /solar/solarsystems%s pages the guide',
    async (path) => {
      const response = await send({
        url: `/api/v1/solar/solarsystems${path}?limit=16&page=2&minStars=1`,
      });
      expect(response.status).toBe(200);
      const { systems, pagination } = response.json();
      expect(systems).toHaveLength(16);
      expect(pagination).toMatchObject({
        totalCount: TEST_GALAXY.size,
        totalPages: Math.ceil(TEST_GALAXY.size / 16),
      });
      const byName = await send({
        url: `/api/v1/solar/solarsystems${path}?search=${encodeURIComponent(systems[0].name)}`,
      });
      expect(byName.json().systems.map((s: { hash: string }) => s.hash)).toContain(systems[0].hash);
    },
  );

  it('GET /solar/solarsystem/:id/full answers the system, 404 for an unknown hash', async () => {
    const hash = hashes[5]!;
    const response = await send({ url: `/api/v1/solar/solarsystem/${hash}/full` });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({
      hash,
      discovered: false,
      discoverer: null,
      stars: expect.any(Array),
      planets: expect.any(Array),
    });
    const missing = await send({ url: '/api/v1/solar/solarsystem/zzzzzzzz/full' });
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({ error: 'Solar system not found' });
  });

  it('GET /solar/solarsystems/random answers a system', async () => {
    const response = await send({ url: '/api/v1/solar/solarsystems/random' });
    expect(response.status).toBe(200);
    expect(hashes).toContain(response.json().hash);
  });

  it('collects: status, collect, collection, balance, history, achievements', async () => {
    const before = await authed('/api/v1/solar/collection/status');
    expect(before.json()).toEqual({
      canCollect: true,
      nextCollectionAvailable: expect.any(String),
    });
    expect((await authed('/api/v1/solar/collection')).json()).toEqual({ systems: [] });
    expect((await authed('/api/v1/achievements/recent')).json()).toBeNull();

    // The server draws what the collect yields: the client learns the offer's id, not its system.
    const offer = (await authed('/api/v1/solar/collection/offer')).json();
    expect(offer).toEqual({
      id: 'offer-1',
      collect: 1,
      drawn: true,
      pity: {
        threshold: 10,
        belowRare: 0,
        guaranteedWithin: 7,
        belowEpic: 0,
        belowLegendary: 0,
        epicGuaranteedWithin: 7,
        legendaryGuaranteedWithin: 30,
      },
    });
    expect(JSON.stringify(offer)).not.toMatch(new RegExp(hashes.join('|')));
    // Any other id is refused, changing nothing.
    const other = await authed(`/api/v1/solar/collect/${hashes[0]!}`, { method: 'POST' });
    expect(other.status).toBe(400);
    expect(other.json()).toEqual({
      error: expect.stringContaining('Only the system your telescope offers can be collected'),
      details: { offer: 'offer-1' },
    });
    expect((await authed('/api/v1/solar/collection/status')).json().canCollect).toBe(true);
    const collect = await authed(`/api/v1/solar/collect/${offer.id}`, { method: 'POST' });
    expect(collect.status).toBe(200);
    const result = collect.json();
    const hash: string = result.system.hash;
    expect(hashes).toContain(hash);
    expect(result.system).toMatchObject({
      discovered: true,
      discoveredById: player.id,
      discoverer: { username: player.username },
    });
    expect(result.currency).toBeGreaterThan(0);
    // The collection's own reward, by rarity; achievements pay the rest of the balance.
    const fromAchievements = result.newlyObtainedAchievements.reduce(
      (sum: number, a: { rewardCredits: number }) => sum + a.rewardCredits,
      0,
    );
    expect(result.reward + fromAchievements).toBe(result.currency);
    expect(result.newlyObtainedAchievements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: expect.any(String), level: expect.any(Number) }),
      ]),
    );

    const after = (await authed('/api/v1/solar/collection/status')).json();
    expect(after.canCollect).toBe(false);
    expect(Date.parse(after.nextCollectionAvailable)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    // During the cooldown a collect says when, in words and as a time the client can format.
    const early = await authed('/api/v1/solar/collect/offer-2', { method: 'POST' });
    expect(early.status).toBe(400);
    expect(early.json()).toEqual({
      error: expect.stringMatching(/^Your next collection is available in 2[34]h \d+m$/),
      details: { nextCollectionAvailable: after.nextCollectionAvailable },
    });
    const collection = (await authed('/api/v1/solar/collection')).json();
    expect(collection.systems.map((s: { hash: string }) => s.hash)).toEqual([hash]);

    expect((await authed('/api/v1/transactions/balance')).json()).toEqual({
      balance: result.currency,
    });
    const history = (await authed('/api/v1/transactions/history?limit=1&offset=0')).json();
    expect(history).toMatchObject({ limit: 1, offset: 0, total: expect.any(Number) });
    expect(history.transactions).toHaveLength(1);
    expect(history.transactions[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      reason: { name: expect.any(String) },
      description: expect.any(String),
      amount: expect.any(Number),
    });

    const achievements = (await authed('/api/v1/achievements')).json();
    expect(achievements.length).toBeGreaterThanOrEqual(20);
    expect(achievements.some((a: { completed: boolean }) => a.completed)).toBe(true);
    const recent = (await authed('/api/v1/achievements/recent')).json();
    expect(recent).toMatchObject({
      achievement: { name: expect.any(String) },
      completed: true,
      completedAt: expect.any(String),
    });

    const map = (await send({ url: '/api/v1/solar/solarsystems/map' })).json();
    expect(map.find((s: { hash: string }) => s.hash === hash)).toMatchObject({
      discovered: true,
      discoveredById: player.id,
    });
  });

  it('POST /solar/collection/buydown shortens the cooldown for currency', async () => {
    await grantCredits(server.db, player.id, 1000, 'test funds', new Date());
    const before = (await authed('/api/v1/solar/collection/status')).json();
    const response = await authed('/api/v1/solar/collection/buydown', {
      method: 'POST',
      body: { hours: 2 },
    });
    expect(response.status).toBe(200);
    const result = response.json();
    expect(result.currency).toEqual(expect.any(Number));
    expect(
      Date.parse(before.nextCollectionAvailable) - Date.parse(result.nextCollectionAvailable),
    ).toBe(2 * 3600_000);
    // The first buy-down completes "Impatient": the answer says so, as a collect's does.
    expect(result.newlyObtainedAchievements).toEqual([
      expect.objectContaining({ name: 'Impatient', rewardCredits: 50 }),
    ]);
    const refused = await authed('/api/v1/solar/collection/buydown', {
      method: 'POST',
      body: { hours: 0 },
    });
    expect(refused.status).toBe(400);
    // The spec's text, and the hours allowed now: 22 remain, and the balance may afford fewer
    // (most draws pay little; a rare system's reward pays for them all).
    const allowed = Math.min(22, Math.floor(result.currency / 100));
    // The dialog's price and hours come from the server's quote: the same rule as the refusal.
    expect((await authed('/api/v1/solar/collection/buydown')).json()).toEqual({
      costPerHour: 100,
      remainingHours: 22,
      maxHours: allowed,
    });
    expect(refused.json()).toEqual({
      error: 'Invalid number of hours selected.',
      details: { hours: `1–${allowed} hours` },
    });
  });

  it('GET /user/telescope and POST /user/telescope/upgrade', async () => {
    const info = await authed('/api/v1/user/telescope');
    expect(info.status).toBe(200);
    expect(info.json()).toMatchObject({ currentLevel: 1, upgradeCost: 2500, range: 10000 });
    // The price, not what earlier tests left on the balance, decides the upgrade.
    await grantCredits(server.db, player.id, 2500, 'test funds', new Date());
    const upgraded = await authed('/api/v1/user/telescope/upgrade', { method: 'POST' });
    expect(upgraded.status).toBe(200);
    expect(upgraded.json()).toMatchObject({
      currentLevel: 2,
      upgradeCost: 2700,
      range: 17500,
      newlyObtainedAchievements: [],
    });
  });

  it('GET and PUT /email-preferences', async () => {
    const list = await authed('/api/v1/email-preferences');
    expect(list.status).toBe(200);
    const preferences = list.json();
    expect(preferences).toHaveLength(5);
    expect(preferences[0]).toEqual({
      emailType: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      enabled: expect.any(Boolean),
    });
    const flipped = { emailType: preferences[0].emailType, enabled: !preferences[0].enabled };
    const put = await authed('/api/v1/email-preferences', {
      method: 'PUT',
      body: { preferences: [flipped] },
    });
    expect(put.status).toBe(200);
    expect(put.json()).toMatchObject({
      success: true,
      message: 'Email preferences updated successfully',
    });
    const again = (await authed('/api/v1/email-preferences')).json();
    expect(again[0].enabled).toBe(flipped.enabled);
  });

  it('PUT /auth/email and PUT /auth/password (a wrong current password is 403, not 401)', async () => {
    const moving = await authed('/api/v1/auth/email', {
      method: 'PUT',
      body: { email: `moved-${transport}@example.com`, currentPassword: player.password },
    });
    expect(moving.status).toBe(200);
    expect(moving.json()).toEqual({
      success: true,
      message: expect.stringMatching(/^Check your new address/),
      pendingEmail: `moved-${transport}@example.com`,
    });
    // Only its case: the same address, changed at once.
    const email = player.email.toUpperCase();
    const recased = await authed('/api/v1/auth/email', {
      method: 'PUT',
      body: { email, currentPassword: player.password },
    });
    expect(recased.json()).toEqual({
      success: true,
      message: 'Email updated successfully',
      pendingEmail: null,
    });
    expect((await authed('/api/v1/auth/me')).json().email).toBe(email);

    const wrong = await authed('/api/v1/auth/password', {
      method: 'PUT',
      body: { currentPassword: 'nope nope', newPassword: 'a new password' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json()).toMatchObject({
      error: expect.any(String),
      details: { currentPassword: expect.any(String) },
    });

    const changed = await authed('/api/v1/auth/password', {
      method: 'PUT',
      body: { currentPassword: player.password, newPassword: 'a new password' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json()).toEqual({ success: true, message: 'Password updated successfully' });
    const login = await send({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email, password: 'a new password' },
    });
    expect(login.status).toBe(200);
  });

  it('DELETE /user removes the account and releases its systems', async () => {
    const response = await authed('/api/v1/user', {
      method: 'DELETE',
      body: { currentPassword: 'a new password' },
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    expect((await authed('/api/v1/auth/me')).status).toBe(401);
    const full = (await send({ url: `/api/v1/solar/solarsystem/${hashes[0]}/full` })).json();
    expect(full.discovered).toBe(false);
  });
});
