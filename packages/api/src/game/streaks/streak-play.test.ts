import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { getAchievementRecords } from '../achievements/index.js';
import { buyDownCooldown, collectSystem } from '../collect/index.js';
import { type UserProfile } from '../core/index.js';
import { grantCredits } from '../ledger/index.js';
import { getStreak, getTimeZone, NOT_A_TIME_ZONE, setTimeZone } from './index.js';
import {
  expectRefusal,
  newPlayer,
  placedGameDb,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

// Streaks as players make them: collects on the server's rules, days in the player's time zone.

const positions: [number, number, number][] = Array.from({ length: 12 }, (_, i) => [i * 100, 0, 0]);
const at = (iso: string) => new Date(iso);

describe('streaks in play', () => {
  let g: GameDb;
  let player: UserProfile;
  let next = 0;
  const collect = (iso: string) =>
    collectSystem(g.db, player.id, `sys${next++}`, at(iso), OFFER_KEY);

  beforeEach(async () => {
    g = await placedGameDb(positions);
    next = 0;
    player = await register(g.db, newPlayer(), at('2026-03-01T00:00:00Z'));
  });
  afterEach(async () => g.cleanup());

  it('keeps the time zone on the account, canonical, UTC until chosen', async () => {
    expect(await getTimeZone(g.db, player.id)).toEqual({ timeZone: 'UTC' });
    expect(await setTimeZone(g.db, player.id, ' america/los_angeles ')).toEqual({
      timeZone: 'America/Los_Angeles',
    });
    expect(await getTimeZone(g.db, player.id)).toEqual({ timeZone: 'America/Los_Angeles' });
  });

  it('refuses a name that is no time zone with a field error, changing nothing', async () => {
    await setTimeZone(g.db, player.id, 'Asia/Tokyo');
    for (const bad of ['Mars/Olympus', '+02:00', '']) {
      await expectRefusal(g.db, () => setTimeZone(g.db, player.id, bad), 'INVALID_INPUT');
      await setTimeZone(g.db, player.id, bad).catch((error: { details?: unknown }) =>
        expect(error.details).toEqual({ timeZone: NOT_A_TIME_ZONE }),
      );
    }
    expect(await getTimeZone(g.db, player.id)).toEqual({ timeZone: 'Asia/Tokyo' });
  });

  it("counts the player's own days, not UTC's", async () => {
    // 1 March 20:00 and 3 March 07:00 UTC: a day apart in UTC, but in Los Angeles 12:00 on the
    // 1st and 23:00 on the 2nd, two days in a row.
    await setTimeZone(g.db, player.id, 'America/Los_Angeles');
    await collect('2026-03-01T20:00:00Z');
    await collect('2026-03-03T07:00:00Z');
    const streak = await getStreak(g.db, player.id, at('2026-03-03T07:30:00Z'));
    expect(streak).toEqual({
      days: 2,
      longest: 2,
      collectedToday: true,
      // Collect on the 3rd (local) at the latest: it breaks at 4 March 00:00 PST.
      breaksAt: '2026-03-04T08:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      bonusPercent: 20,
    });
    // A day without a collect ends it; the longest stays.
    expect(await getStreak(g.db, player.id, at('2026-03-04T08:00:00Z'))).toMatchObject({
      days: 0,
      longest: 2,
      breaksAt: null,
      bonusPercent: 0,
    });
  });

  it('counts a bought-down second collect on the same day once', async () => {
    await collect('2026-03-01T08:00:00Z');
    await grantCredits(g.db, player.id, 5000, 'test', at('2026-03-01T09:00:00Z'));
    await buyDownCooldown(g.db, player.id, 23, at('2026-03-01T09:00:00Z'));
    await collect('2026-03-01T10:00:00Z');
    expect(await getStreak(g.db, player.id, at('2026-03-01T11:00:00Z'))).toMatchObject({
      days: 1,
      collectedToday: true,
      bonusPercent: 10,
    });
    await collect('2026-03-02T10:00:00Z');
    expect(await getStreak(g.db, player.id, at('2026-03-02T11:00:00Z'))).toMatchObject({
      days: 2,
      longest: 2,
    });
  });

  it('completes the streak achievements from the longest streak', async () => {
    for (const d of ['01', '02', '03']) await collect(`2026-03-${d}T12:00:00Z`);
    const byId = new Map(
      (await getAchievementRecords(g.db, player.id)).map((r) => [r.achievement.id, r]),
    );
    expect(byId.get('steady-orbit')).toMatchObject({ progress: 3, completed: true });
    expect(byId.get('week-of-wonders')).toMatchObject({ progress: 3, completed: false });
    // A break does not take progress back: the longest streak stays 3.
    await collect('2026-03-05T12:00:00Z');
    const after = (await getAchievementRecords(g.db, player.id)).find(
      (r) => r.achievement.id === 'week-of-wonders',
    );
    expect(after).toMatchObject({ progress: 3, completed: false });
  });
});
