import { sql, type Kysely } from 'kysely';

// Streak days that cannot be bought (docs/game-rules.md, "Streaks"): the streak's latest counted
// day is fixed in the zone in force when it was counted, instead of being read again in whatever
// zone the player picks later. player_stats keeps the time of the collect that counted it
// (`streak_counted_at`, formerly `last_collected_at`, the latest collect) and its zone.
//
// Existing rows take the player's zone now: the rules before this read every day in it. Their time
// is the latest collect, which fell on the counted day (a later collect that day counted nothing).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('player_stats')
    .renameColumn('last_collected_at', 'streak_counted_at')
    .execute();
  await db.schema
    .alterTable('player_stats')
    .addColumn('streak_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await sql`update player_stats set streak_zone = coalesce(
      (select u.time_zone from users u where u.id = player_stats.user_id), 'UTC')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('player_stats').dropColumn('streak_zone').execute();
  await db.schema
    .alterTable('player_stats')
    .renameColumn('streak_counted_at', 'last_collected_at')
    .execute();
}
