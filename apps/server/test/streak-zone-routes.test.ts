import { grantCredits } from '@orrery/api/game/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type Send } from './support/transports.js';

// A streak day cannot be bought with a move of time zone (docs/game-rules.md, "Streaks"), over
// HTTP: collect, buy the cooldown down, move twelve hours east (where it is already tomorrow) and
// collect again. The day the first collect counted stays that day; the move opens no new day
// before 20 h have passed since it. Daily play goes on counting days, in the new zone too.
describe('a time zone move buys no streak day, over HTTP', () => {
  let server: TestServer;
  let send: Send;
  let player: Player;
  let now = new Date('2030-03-01T11:30:00Z'); // 11:30 in UTC, 23:30 in Tarawa (UTC+12)

  beforeAll(async () => {
    server = await startTestServer({ clock: () => now });
    send = httpTransport(await listen(server.app));
    player = await newPlayer(send, 'Dateline Hopper');
  });
  afterAll(() => server.close());

  async function collect() {
    const offer = await send({ url: '/api/v1/solar/collection/offer', token: player.token });
    const collected = await send({
      method: 'POST',
      url: `/api/v1/solar/collect/${offer.json().id}`,
      token: player.token,
    });
    expect(collected.status, collected.text).toBe(200);
    const { streakDays, streakBonus, reward } = collected.json();
    return { streakDays, streakBonus, reward };
  }
  const streak = async () =>
    (await send({ url: '/api/v1/solar/collection/streak', token: player.token })).json();

  it('collect, buy down, move 12 h east, collect: the streak does not grow, no bonus', async () => {
    expect(await collect()).toMatchObject({ streakDays: 1, streakBonus: 0 });

    now = new Date('2030-03-01T12:30:00Z'); // still 1 March in UTC, 2 March 00:30 in Tarawa
    await grantCredits(server.db, player.id, 5000, 'Test funds', now);
    const quote = (
      await send({ url: '/api/v1/solar/collection/buydown', token: player.token })
    ).json();
    const bought = await send({
      method: 'POST',
      url: '/api/v1/solar/collection/buydown',
      token: player.token,
      body: { hours: quote.remainingHours },
    });
    expect(bought.status, bought.text).toBe(200);
    const moved = await send({
      method: 'PUT',
      url: '/api/v1/user/time-zone',
      token: player.token,
      body: { timeZone: 'Pacific/Tarawa' },
    });
    expect(moved.status).toBe(200);

    expect(await collect()).toMatchObject({ streakDays: 1, streakBonus: 0 });
    expect(await streak()).toMatchObject({ days: 1, collectedToday: true, bonusPercent: 10 });
    const history = await send({ url: '/api/v1/transactions/history', token: player.token });
    const reasons = history.json().transactions.map((t: { reason: string }) => t.reason);
    expect(reasons).not.toContain('streak');
  });

  it('counts the next day once the cooldown has passed, and the day after in the new zone', async () => {
    now = new Date('2030-03-02T12:30:00Z'); // 3 March 00:30 in Tarawa, 25 h after the counted day
    const second = await collect();
    expect(second).toEqual({
      ...second,
      streakDays: 2,
      streakBonus: Math.floor(second.reward / 10),
    });
    now = new Date('2030-03-03T12:30:00Z'); // 4 March 00:30 in Tarawa
    const third = await collect();
    expect(third).toEqual({ ...third, streakDays: 3, streakBonus: Math.floor(third.reward / 5) });
    expect(await streak()).toMatchObject({
      days: 3,
      collectedToday: true,
      timeZone: 'Pacific/Tarawa',
      breaksAt: '2030-03-05T12:00:00.000Z', // 6 March 00:00 in Tarawa
    });
  });
});
