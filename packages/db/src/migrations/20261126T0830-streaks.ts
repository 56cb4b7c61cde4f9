import { sql, type Kysely } from 'kysely';

// Daily streaks (docs/game-rules.md, "Streaks"): the player's time zone on the account (the days a
// streak counts are theirs), and per player the streak as of their last collect beside the other
// leaderboard figures, with the "Longest streak" board's index and rank buckets.
//
// Existing players are counted from their discoveries: every account is on UTC until it picks a
// zone, so a day is the discovery time's UTC date. This is a frozen copy of the streak rule as it
// stood (packages/api/src/game/streaks.ts), as every migration is a frozen snapshot.

const DAY_MS = 86_400_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await db.schema
    .alterTable('player_stats')
    .addColumn('streak_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('player_stats')
    .addColumn('longest_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('player_stats')
    .addColumn('last_collected_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`create index player_stats_streak
    on player_stats (longest_streak desc, user_id)`.execute(db);

  // Each player's distinct UTC days with a discovery, in order (ISO times: the first ten characters
  // are the UTC date), and their latest discovery.
  const days = (await db
    .selectFrom('discoveries')
    .select(['user_id', sql<string>`substr(discovered_at, 1, 10)`.as('day')])
    .distinct()
    .orderBy('user_id')
    .orderBy('day')
    .execute()) as { user_id: number; day: string }[];
  const latest = (await db
    .selectFrom('discoveries')
    .select(['user_id', sql<string>`max(discovered_at)`.as('at')])
    .groupBy('user_id')
    .execute()) as { user_id: number; at: string }[];
  const streaks = new Map<number, { run: number; longest: number; last: number }>();
  for (const { user_id: userId, day } of days) {
    const n = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
    const s = streaks.get(userId);
    const run = s && n === s.last + 1 ? s.run + 1 : 1;
    streaks.set(userId, { run, longest: Math.max(run, s?.longest ?? 0), last: n });
  }
  for (const { user_id: userId, at } of latest) {
    const s = streaks.get(userId)!;
    await db
      .updateTable('player_stats')
      .set({ streak_days: s.run, longest_streak: s.longest, last_collected_at: at })
      .where('user_id', '=', userId)
      .execute();
  }
  // The board's rank buckets: how many players hold each longest streak (as the other boards').
  const buckets = (await db
    .selectFrom('player_stats')
    .select(['longest_streak', sql<number>`count(*)`.as('n')])
    .groupBy('longest_streak')
    .execute()) as { longest_streak: number; n: number | string }[];
  for (const { longest_streak: bucket, n } of buckets) {
    await db
      .insertInto('leaderboard_buckets')
      .values({ board: 'longest_streak', bucket, players: Number(n) })
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('leaderboard_buckets').where('board', '=', 'longest_streak').execute();
  await sql`drop index player_stats_streak`.execute(db);
  for (const column of ['last_collected_at', 'longest_streak', 'streak_days']) {
    await db.schema.alterTable('player_stats').dropColumn(column).execute();
  }
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
