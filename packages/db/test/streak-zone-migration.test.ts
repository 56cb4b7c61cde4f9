import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/index.js';
import { findPlayerStats } from '../src/profiles/index.js';
import { migrations } from '../src/migrations/index.js';
import { createTestDatabase } from '../src/testing/index.js';
import { migrateToJustBefore } from './migrate-before.js';
import { insertTestUserBeforeKeys } from './test-user.js';

const now = new Date('2026-03-04T12:00:00Z');

describe('the streak zone migration', () => {
  it("fixes each streak's latest day in the zone its player has now", async () => {
    const t = await createTestDatabase();
    try {
      await migrateToJustBefore(t.db, '20261127T1200-streak-zone');
      const tokyo = await insertTestUserBeforeKeys(t.db, 'tokyo', now);
      const utc = await insertTestUserBeforeKeys(t.db, 'utc', now);
      await t.db
        .updateTable('users')
        .set({ time_zone: 'Asia/Tokyo' })
        .where('id', '=', tokyo.id)
        .execute();
      const figures = (userId: number, at: string) => ({
        user_id: userId,
        systems: 1,
        rarity_milli: 1000,
        week_start: '2026-03-02',
        week_discoveries: 1,
        streak_days: 2,
        longest_streak: 4,
        last_collected_at: at,
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const old = t.db as any;
      await old
        .insertInto('player_stats')
        .values(figures(tokyo.id, '2026-03-03T16:00:00.000Z'))
        .execute();
      await old
        .insertInto('player_stats')
        .values(figures(utc.id, '2026-03-03T09:00:00.000Z'))
        .execute();
      await migrateToLatest(t.db, migrations);
      expect(await findPlayerStats(t.db, tokyo.id)).toMatchObject({
        streak_days: 2,
        longest_streak: 4,
        streak_counted_at: '2026-03-03T16:00:00.000Z',
        streak_zone: 'Asia/Tokyo',
      });
      expect(await findPlayerStats(t.db, utc.id)).toMatchObject({
        streak_counted_at: '2026-03-03T09:00:00.000Z',
        streak_zone: 'UTC',
      });
    } finally {
      await t.cleanup();
    }
  });
});
