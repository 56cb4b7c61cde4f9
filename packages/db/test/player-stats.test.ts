import { Migrator, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '../src/index.js';
import { deleteUserAndData, type User } from '../src/accounts/index.js';
import { insertDiscovery } from '../src/discoveries/index.js';
import { clearGalaxy, updateSystemRarities } from '../src/galaxy/index.js';
import {
  addDiscoveryToStats,
  bucketsFromStats,
  countAbove,
  findPlayerStats,
  recountRarityTotals,
  setProfilePrivate,
  topOfBoard,
} from '../src/profiles/index.js';
import { seedSystems } from '../src/seed/index.js';
import { migrations } from '../src/migrations/index.js';
import { fakeSystems } from './fake-systems.js';
import { migrateToJustBefore, seedBeforeCardShapes } from './migrate-before.js';
import { createTestDatabase, testDialect } from '../src/testing/index.js';
import { insertTestUser, insertTestUserBeforeKeys } from './test-user.js';

const now = new Date('2026-03-04T12:00:00Z');
const rows = [...fakeSystems(0, 50)];
const seed = (db: Db) =>
  seedSystems(
    db,
    { seed: 'stats', size: rows.length, generatorVersion: 1, config: '{}' },
    (start) => rows.slice(start),
    { now },
  );

describe('player stats', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    t = await createTestDatabase();
    await seed(t.db);
  });
  afterEach(async () => t.cleanup());

  it('counts discoveries, sums thousandths and restarts the count in a new week', async () => {
    const user = await insertTestUser(t.db, 'ada', now);
    await addDiscoveryToStats(t.db, user.id, 1500, '2026-03-02');
    await addDiscoveryToStats(t.db, user.id, 2250, '2026-03-02');
    expect(await findPlayerStats(t.db, user.id)).toEqual({
      user_id: user.id,
      systems: 2,
      rarity_milli: 3750,
      week_start: '2026-03-02',
      week_discoveries: 2,
      streak_days: 0,
      longest_streak: 0,
      streak_counted_at: '',
      streak_zone: 'UTC',
    });
    await addDiscoveryToStats(t.db, user.id, 1000, '2026-03-09');
    expect(await findPlayerStats(t.db, user.id)).toMatchObject({
      systems: 3,
      rarity_milli: 4750,
      week_start: '2026-03-09',
      week_discoveries: 1,
    });
  });

  it('stores the streak a collect hands it, and keeps it when none is given', async () => {
    const user = await insertTestUser(t.db, 'streaky', now);
    const streak = {
      streak_days: 3,
      longest_streak: 5,
      streak_counted_at: now.toISOString(),
      streak_zone: 'Europe/Berlin',
    };
    await addDiscoveryToStats(t.db, user.id, 1000, '2026-03-02', streak);
    expect(await findPlayerStats(t.db, user.id)).toMatchObject(streak);
    await addDiscoveryToStats(t.db, user.id, 1000, '2026-03-02');
    expect(await findPlayerStats(t.db, user.id)).toMatchObject({ systems: 2, ...streak });
  });

  it('ranks best first, ties by account age, and counts the players above a value', async () => {
    const names = ['a1', 'b2', 'c3', 'd4'];
    const users: User[] = [];
    for (const name of names) users.push(await insertTestUser(t.db, name, now));
    const counts = [3, 5, 3, 1];
    for (const [i, user] of users.entries()) {
      for (let n = 0; n < counts[i]!; n++) {
        await addDiscoveryToStats(t.db, user.id, 1000, i === 3 ? '2026-02-23' : '2026-03-02');
      }
    }
    await setProfilePrivate(t.db, users[2]!.id, true);
    const top = await topOfBoard(t.db, { column: 'systems' }, 10);
    expect(top.map((r) => [r.username, r.value, r.private])).toEqual([
      ['b2', 5, 0],
      ['a1', 3, 0],
      ['c3', 3, 1],
      ['d4', 1, 0],
    ]);
    expect(await topOfBoard(t.db, { column: 'systems' }, 2)).toHaveLength(2);
    expect(await countAbove(t.db, { column: 'systems' }, 3)).toBe(1);
    expect(await countAbove(t.db, { column: 'systems' }, 0)).toBe(4);
    // The week's board holds only that week's rows.
    const week = { column: 'week_discoveries', weekStart: '2026-03-02' } as const;
    expect((await topOfBoard(t.db, week, 10)).map((r) => r.username)).toEqual(['b2', 'a1', 'c3']);
    expect(await countAbove(t.db, week, 0)).toBe(3);
  });

  it('keeps per-board buckets equal to a histogram of the figures, and ranks by them', async () => {
    const sorted = (rows: { board: string; bucket: number; players: number }[]) =>
      [...rows].sort((a, b) => a.board.localeCompare(b.board) || a.bucket - b.bucket);
    const stored = async () =>
      sorted(await t.db.selectFrom('leaderboard_buckets').selectAll().execute());
    const users: User[] = [];
    for (let i = 0; i < 6; i++) users.push(await insertTestUser(t.db, `u${i}`, now));
    // Rarity totals that share a tenth-of-a-point bucket (1.230 and 1.299) and that do not.
    const plan: [number, number, string][] = [
      [0, 1230, '2026-02-23'],
      [1, 1299, '2026-03-02'],
      [2, 900, '2026-03-02'],
      [2, 400, '2026-03-02'],
      [3, 1230, '2026-03-02'],
      [4, 50_000, '2026-02-23'],
      [4, 1, '2026-03-02'],
    ];
    for (const [user, milli, week] of plan) {
      await addDiscoveryToStats(t.db, users[user]!.id, milli, week);
      expect(await stored()).toEqual(sorted(await bucketsFromStats(t.db)));
    }
    const all = await t.db.selectFrom('player_stats').selectAll().execute();
    const brute = (column: 'systems' | 'rarity_milli', value: number) =>
      all.filter((row) => row[column] > value).length;
    for (const value of [0, 1, 1229, 1230, 1231, 1299, 1300, 50_001]) {
      expect(await countAbove(t.db, { column: 'rarity_milli' }, value), `${value}`).toBe(
        brute('rarity_milli', value),
      );
    }
    for (const value of [0, 1, 2]) {
      expect(await countAbove(t.db, { column: 'systems' }, value)).toBe(brute('systems', value));
    }
    const week = { column: 'week_discoveries', weekStart: '2026-03-02' } as const;
    expect(await countAbove(t.db, week, 1)).toBe(1);
    expect(await countAbove(t.db, week, 0)).toBe(4);
    // The streak board: longest streaks 4, 2, 2 and 0 for the rest.
    const streaks: [number, number][] = [
      [0, 4],
      [1, 2],
      [5, 2],
    ];
    for (const [user, longest] of streaks) {
      const figures = {
        streak_days: 1,
        longest_streak: longest,
        streak_counted_at: 'x',
        streak_zone: 'UTC',
      };
      await addDiscoveryToStats(t.db, users[user]!.id, 1, '2026-03-02', figures);
      expect(await stored()).toEqual(sorted(await bucketsFromStats(t.db)));
    }
    const streak = { column: 'longest_streak' } as const;
    expect((await topOfBoard(t.db, streak, 10)).map((r) => [r.username, r.value])).toEqual([
      ['u0', 4],
      ['u1', 2],
      ['u5', 2],
    ]);
    expect(await countAbove(t.db, streak, 2)).toBe(1);
    expect(await countAbove(t.db, streak, 1)).toBe(3);
    await t.db.transaction().execute((trx) => deleteUserAndData(trx, users[4]!.id));
    expect(await stored()).toEqual(sorted(await bucketsFromStats(t.db)));
    await t.db.transaction().execute((trx) => clearGalaxy(trx));
    expect(await stored()).toEqual([]);
  });

  // SQLite's plans (PostgreSQL's planner reads a table this small sequentially, as it should).
  it.runIf(testDialect === 'sqlite')('reads each board from its index', async () => {
    const explain = async (text: string) =>
      (await sql.raw(`explain query plan ${text}`).execute(t.db)).rows
        .map((r) => (r as { detail: string }).detail)
        .join(' | ');
    expect(
      await explain(
        'select user_id from player_stats where systems > 0 order by systems desc, user_id limit 100',
      ),
    ).toMatch(/USING (COVERING )?INDEX player_stats_systems/);
    expect(
      await explain(`select user_id from player_stats where week_start = '2026-03-02'
        and week_discoveries > 0 order by week_discoveries desc, user_id limit 100`),
    ).toMatch(/USING (COVERING )?INDEX player_stats_week/);
    expect(
      await explain(`select user_id from player_stats where longest_streak > 0
        order by longest_streak desc, user_id limit 100`),
    ).toMatch(/USING (COVERING )?INDEX player_stats_streak/);
    expect(await explain('select count(*) from player_stats where rarity_milli > 5')).toMatch(
      /USING COVERING INDEX player_stats_rarity/,
    );
  });

  it('goes with the account, and with the galaxy', async () => {
    const gone = await insertTestUser(t.db, 'gone', now);
    const stays = await insertTestUser(t.db, 'stays', now);
    for (const user of [gone, stays]) await addDiscoveryToStats(t.db, user.id, 1, '2026-03-02');
    await t.db.transaction().execute((trx) => deleteUserAndData(trx, gone.id));
    expect(await findPlayerStats(t.db, gone.id)).toBeUndefined();
    expect(await findPlayerStats(t.db, stays.id)).toBeDefined();
    await t.db.transaction().execute((trx) => clearGalaxy(trx));
    expect(await findPlayerStats(t.db, stays.id)).toBeUndefined();
  });

  it('recounts rarity totals from the held systems after a rescore', async () => {
    const user = await insertTestUser(t.db, 'holder', now);
    for (const id of [3, 7]) {
      await insertDiscovery(t.db, {
        system_id: id,
        user_id: user.id,
        discovered_at: now.toISOString(),
      });
      await addDiscoveryToStats(
        t.db,
        user.id,
        Math.round(rows[id]!.rarity_score * 1000),
        '2026-03-02',
      );
    }
    await updateSystemRarities(t.db, [
      { id: 3, rarity: 'EPIC', rarity_score: 12.345 },
      { id: 7, rarity: 'COMMON', rarity_score: 0.001 },
    ]);
    await recountRarityTotals(t.db);
    expect((await findPlayerStats(t.db, user.id))?.rarity_milli).toBe(12346);
    const rarityBuckets = await t.db
      .selectFrom('leaderboard_buckets')
      .select(['bucket', 'players'])
      .where('board', '=', 'rarity_milli')
      .execute();
    expect(rarityBuckets).toEqual([{ bucket: 123, players: 1 }]);
  });
});

describe('the social migration', () => {
  it('fills the figures of discoveries made before it, the week of each latest one counted', async () => {
    const t = await createTestDatabase();
    try {
      // Roll back to the schema before this migration (and any after it), then discover, then
      // migrate again.
      const migrator = new Migrator({
        db: t.db,
        provider: { getMigrations: async () => migrations },
      });
      const { error } = await migrator.migrateTo('20261121T1230-discovery-revision');
      if (error) throw error;
      await seedBeforeCardShapes(t.db, () => seed(t.db));
      const early = await insertTestUserBeforeKeys(t.db, 'early', now);
      const dates = ['2026-02-20T10:00:00Z', '2026-03-02T00:00:00Z', '2026-03-08T23:59:59Z'];
      for (const [i, date] of dates.entries()) {
        // The schema of that step: no holder_id yet.
        await t.db
          .insertInto('discoveries')
          .values({ system_id: i, user_id: early.id, discovered_at: date })
          .execute();
      }
      await migrateToLatest(t.db, migrations);
      const milli = [0, 1, 2].reduce((sum, i) => sum + Math.round(rows[i]!.rarity_score * 1000), 0);
      expect(await findPlayerStats(t.db, early.id)).toEqual({
        user_id: early.id,
        systems: 3,
        rarity_milli: milli,
        week_start: '2026-03-02',
        week_discoveries: 2,
        // The streak migration counted them too: three days, none in a row.
        streak_days: 1,
        longest_streak: 1,
        streak_counted_at: '2026-03-08T23:59:59Z',
        streak_zone: 'UTC',
      });
      const buckets = await t.db.selectFrom('leaderboard_buckets').selectAll().execute();
      expect(buckets).toEqual(
        expect.arrayContaining([
          { board: 'systems', bucket: 3, players: 1 },
          { board: 'rarity_milli', bucket: Math.floor(milli / 100), players: 1 },
          { board: 'week:2026-03-02', bucket: 2, players: 1 },
          { board: 'longest_streak', bucket: 1, players: 1 },
        ]),
      );
      expect(buckets).toHaveLength(4);
    } finally {
      await t.cleanup();
    }
  });
});

describe('the streaks migration', () => {
  it("counts each player's streaks from their discoveries' UTC days, and sets every zone to UTC", async () => {
    const t = await createTestDatabase();
    try {
      await migrateToJustBefore(t.db, '20261126T0830-streaks');
      await seedBeforeCardShapes(t.db, () => seed(t.db));
      const runner = await insertTestUserBeforeKeys(t.db, 'runner', now);
      const idle = await insertTestUserBeforeKeys(t.db, 'idle', now);
      // Runs of 3 (1–3 March) and, ending last, 2 (5–6 March, twice on the 6th).
      const dates = [
        '2026-03-01T23:59:59.000Z',
        '2026-03-02T00:00:00.000Z',
        '2026-03-03T12:00:00.000Z',
        '2026-03-05T08:00:00.000Z',
        '2026-03-06T01:00:00.000Z',
        '2026-03-06T22:00:00.000Z',
      ];
      for (const [i, date] of dates.entries()) {
        await t.db
          .insertInto('discoveries')
          .values({ system_id: i, user_id: runner.id, discovered_at: date })
          .execute();
      }
      // The figures as the schema before it held them (today's repository writes more columns).
      await sql`insert into player_stats (user_id, systems, rarity_milli, week_start, week_discoveries)
        values (${runner.id}, 6, 6, '2026-03-02', 6)`.execute(t.db);
      await migrateToLatest(t.db, migrations);
      expect(await findPlayerStats(t.db, runner.id)).toMatchObject({
        streak_days: 2,
        longest_streak: 3,
        streak_counted_at: '2026-03-06T22:00:00.000Z',
        streak_zone: 'UTC',
      });
      expect(await findPlayerStats(t.db, idle.id)).toBeUndefined();
      const zones = await t.db.selectFrom('users').select('time_zone').execute();
      expect(zones).toEqual([{ time_zone: 'UTC' }, { time_zone: 'UTC' }]);
      const buckets = await t.db
        .selectFrom('leaderboard_buckets')
        .select(['bucket', 'players'])
        .where('board', '=', 'longest_streak')
        .execute();
      expect(buckets).toEqual([{ bucket: 3, players: 1 }]);
    } finally {
      await t.cleanup();
    }
  });
});
