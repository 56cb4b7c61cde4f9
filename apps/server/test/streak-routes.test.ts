import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport, type Send } from './support/transports.js';

// The time zone setting and the streak over /api/v1.
describe('streak routes', () => {
  let server: TestServer;
  let send: Send;
  let player: Player;

  beforeAll(async () => {
    server = await startTestServer();
    send = injectTransport(server.app);
    player = await newPlayer(send, 'Daily Observer');
  });
  afterAll(() => server.close());

  const timeZone = async () =>
    (await send({ url: '/api/v1/user/time-zone', token: player.token })).json();

  it('GET and PUT /user/time-zone keep the zone on the account, canonical', async () => {
    expect(await timeZone()).toEqual({ timeZone: 'UTC' });
    const saved = await send({
      method: 'PUT',
      url: '/api/v1/user/time-zone',
      token: player.token,
      body: { timeZone: 'europe/berlin' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json()).toEqual({ timeZone: 'Europe/Berlin' });
    expect(await timeZone()).toEqual({ timeZone: 'Europe/Berlin' });
    expect((await send({ url: '/api/v1/user/time-zone' })).status).toBe(401);
  });

  it('refuses a bad time zone with a field error (400), changing nothing', async () => {
    const before = await timeZone();
    for (const body of [
      { timeZone: 'Mars/Olympus' },
      { timeZone: '+01:00' },
      { timeZone: 'x'.repeat(65) },
      { timeZone: 42 },
      {},
    ]) {
      const refused = await send({
        method: 'PUT',
        url: '/api/v1/user/time-zone',
        token: player.token,
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json(), JSON.stringify(body)).toMatchObject({
        error: expect.any(String),
        details: { timeZone: expect.any(String) },
      });
    }
    expect(await timeZone()).toEqual(before);
  });

  it('GET /solar/collection/streak answers the streak in the player’s zone', async () => {
    const empty = await send({ url: '/api/v1/solar/collection/streak', token: player.token });
    expect(empty.status).toBe(200);
    expect(empty.json()).toEqual({
      days: 0,
      longest: 0,
      collectedToday: false,
      breaksAt: null,
      timeZone: 'Europe/Berlin',
      bonusPercent: 0,
    });
    const offer = (
      await send({ url: '/api/v1/solar/collection/offer', token: player.token })
    ).json();
    const collected = await send({
      method: 'POST',
      url: `/api/v1/solar/collect/${offer.id}`,
      token: player.token,
    });
    expect(collected.status).toBe(200);
    const streak = (
      await send({ url: '/api/v1/solar/collection/streak', token: player.token })
    ).json();
    expect(streak).toMatchObject({ days: 1, longest: 1, collectedToday: true, bonusPercent: 10 });
    // It breaks at a Berlin midnight (23:00 or 22:00 UTC), the day after tomorrow's start.
    expect(streak.breaksAt).toMatch(/T2[23]:00:00\.000Z$/);
    expect(Date.parse(streak.breaksAt) - Date.now()).toBeGreaterThan(24 * 3_600_000);
    expect((await send({ url: '/api/v1/solar/collection/streak' })).status).toBe(401);
  });

  it('ranks the player on the "Longest streak" board', async () => {
    const board = (await send({ url: '/api/v1/leaderboards', token: player.token }))
      .json()
      .boards.find((b: { id: string }) => b.id === 'streak');
    expect(board).toMatchObject({ title: 'Longest streak', unit: 'days', viewer: { value: 1 } });
    expect(board.entries).toContainEqual(expect.objectContaining({ username: 'Daily Observer' }));
  });
});
