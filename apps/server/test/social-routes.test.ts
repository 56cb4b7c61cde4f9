import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport, type Send } from './support/transports.js';

// Completion, public profiles, profile settings and leaderboards over /api/v1.
describe('social routes', () => {
  let server: TestServer;
  let send: Send;
  let owner: Player;
  let rival: Player;
  let ownHash: string;
  let rivalHash: string;

  /** Collects the player's offer; answers the system's hash. */
  const collectOffer = async (player: Player): Promise<string> => {
    const response = await send({
      method: 'POST',
      url: '/api/v1/solar/collect/offer-1',
      token: player.token,
    });
    expect(response.status).toBe(200);
    return response.json().system.hash;
  };

  beforeAll(async () => {
    server = await startTestServer();
    send = injectTransport(server.app);
    owner = await newPlayer(send, 'Showcase Owner');
    rival = await newPlayer(send, 'Rival Society');
    ownHash = await collectOffer(owner);
    rivalHash = await collectOffer(rival);
  });
  afterAll(() => server.close());

  it('GET /solar/collection/completion counts what the player holds', async () => {
    const response = await send({ url: '/api/v1/solar/collection/completion', token: owner.token });
    expect(response.status).toBe(200);
    const completion = response.json();
    expect(completion.systems).toBe(1);
    expect(completion.rarity).toMatchObject({ held: 1, total: 5 });
    expect(completion.sectors.held).toBe(1);
    expect(completion.sectors.total).toBeGreaterThan(1);
    expect(completion.starTypes.total).toBe(8);
    expect((await send({ url: '/api/v1/solar/collection/completion' })).status).toBe(401);
  });

  it('GET /society/{username} answers the public profile, without private data', async () => {
    const response = await send({ url: `/api/v1/society/${encodeURIComponent('showcase owner')}` });
    expect(response.status).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      username: 'Showcase Owner',
      societyName: 'Showcase Owner League',
      systemsCollected: 1,
      rarestFind: { hash: ownHash },
      showcase: [],
      private: false,
    });
    expect(response.text).not.toContain(owner.email);
    expect(response.text).not.toMatch(/currency|telescope|email/i);
  });

  it('GET /society/{username} is 404 for an unknown society', async () => {
    const response = await send({ url: '/api/v1/society/Nobody%20Here' });
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({ error: 'Society not found' });
  });

  it('PUT /user/profile sets the showcase and privacy; a private profile is 404 to others', async () => {
    const put = await send({
      method: 'PUT',
      url: '/api/v1/user/profile',
      token: owner.token,
      body: { showcase: [ownHash], private: true },
    });
    expect(put.status).toBe(200);
    expect(put.json()).toEqual({ private: true, showcase: [ownHash] });
    const url = `/api/v1/society/${encodeURIComponent(owner.username)}`;
    expect((await send({ url })).status).toBe(404);
    expect((await send({ url, token: rival.token })).status).toBe(404);
    const own = await send({ url, token: owner.token });
    expect(own.status).toBe(200);
    expect(own.json()).toMatchObject({ private: true, showcase: [{ hash: ownHash }] });
    await send({
      method: 'PUT',
      url: '/api/v1/user/profile',
      token: owner.token,
      body: { private: false },
    });
    expect((await send({ url })).status).toBe(200);
  });

  it('PUT /user/profile refuses a system the player does not hold with 400, changing nothing', async () => {
    const before = (await send({ url: '/api/v1/user/profile', token: owner.token })).json();
    const refused = [
      { showcase: [ownHash, rivalHash] },
      { showcase: ['not-a-system'] },
      { showcase: [ownHash, ownHash] },
      { showcase: Array.from({ length: 7 }, () => ownHash) },
      { showcase: 'not-a-list' },
      { private: 'yes' },
    ];
    for (const body of refused) {
      const response = await send({
        method: 'PUT',
        url: '/api/v1/user/profile',
        token: owner.token,
        body: { private: true, ...body },
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const notHeld = await send({
      method: 'PUT',
      url: '/api/v1/user/profile',
      token: owner.token,
      body: { showcase: [rivalHash] },
    });
    expect(notHeld.json()).toMatchObject({
      error: expect.stringContaining('only showcase systems you hold'),
      details: { showcase: expect.any(String) },
    });
    expect((await send({ url: '/api/v1/user/profile', token: owner.token })).json()).toEqual(
      before,
    );
    expect((await send({ url: '/api/v1/user/profile' })).status).toBe(401);
  });

  it('GET /leaderboards answers every board; a session adds the viewer’s rank', async () => {
    const anonymous = await send({ url: '/api/v1/leaderboards' });
    expect(anonymous.status).toBe(200);
    const boards = anonymous.json().boards;
    expect(boards.map((b: { id: string }) => b.id)).toEqual([
      'systems',
      'rarity',
      'streak',
      'week',
    ]);
    expect(boards[0].entries.map((e: { username: string }) => e.username).sort()).toEqual([
      'Rival Society',
      'Showcase Owner',
    ]);
    expect(boards[0].viewer).toBeNull();
    const signedIn = (await send({ url: '/api/v1/leaderboards', token: rival.token })).json();
    expect(signedIn.boards[0].viewer).toEqual({ rank: 1, value: 1 });
  });

  it('documents the new routes, the profile path parameter by its name', async () => {
    const document = (await send({ url: '/api/v1/openapi.json' })).json();
    const profile = document.paths['/society/{username}'].get;
    expect(profile.parameters.map((p: { name: string }) => p.name)).toEqual(['username']);
    expect(profile.responses['404']).toBeDefined();
    expect(document.paths['/user/profile'].put.responses['400']).toBeDefined();
    expect(document.paths['/leaderboards'].get).toBeDefined();
    expect(document.paths['/solar/collection/completion'].get.security).toBeDefined();
  });
});
