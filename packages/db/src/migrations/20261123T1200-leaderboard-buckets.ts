import type { Kysely } from 'kysely';

// A viewer's rank counted every player above them over an index range: 100,000 entries for a
// player near the bottom, several ms per board. Per board, how many players hold each value (for
// the rarity total, each tenth of a point) makes a rank a sum over the buckets above plus, for the
// rarity total, a count within one bucket. Kept with player_stats (docs/architecture.md).

/** Thousandths of a point per rarity bucket (frozen copy of player-stats-repo's constant). */
const RARITY_BUCKET = 100;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leaderboard_buckets')
    .addColumn('board', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaderboard_buckets_pk', ['board', 'bucket'])
    .execute();

  const rows = (await db
    .selectFrom('player_stats')
    .select(['systems', 'rarity_milli', 'week_start', 'week_discoveries'])
    .execute()) as {
    systems: number;
    rarity_milli: number;
    week_start: string;
    week_discoveries: number;
  }[];
  const counts = new Map<string, number>();
  const add = (board: string, bucket: number) => {
    const key = JSON.stringify([board, bucket]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const row of rows) {
    add('systems', row.systems);
    add('rarity_milli', Math.floor(row.rarity_milli / RARITY_BUCKET));
    add(`week:${row.week_start}`, row.week_discoveries);
  }
  for (const [key, players] of counts) {
    const [board, bucket] = JSON.parse(key) as [string, number];
    await db.insertInto('leaderboard_buckets').values({ board, bucket, players }).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leaderboard_buckets').execute();
}
