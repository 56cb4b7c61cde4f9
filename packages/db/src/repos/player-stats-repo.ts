import { sql } from 'kysely';
import type { Db } from '../open-database.js';
import type { PlayerStats } from '../tables/player-stats.table.js';

/** What a leaderboard ranks by: a column of player_stats (the week's board within one week). */
export type StatsBoard =
  { column: 'systems' | 'rarity_milli' } | { column: 'week_discoveries'; weekStart: string };

export interface BoardRow {
  user_id: number;
  username: string;
  suffix: string;
  value: number;
  /** 1 when the player's profile is private. */
  private: number;
}

/**
 * Counts one discovery into the player's figures; `weekStart` is the week it falls in (a new week
 * restarts the week's count). Call inside the collect's transaction.
 */
export async function addDiscoveryToStats(
  db: Db,
  userId: number,
  rarityMilli: number,
  weekStart: string,
): Promise<void> {
  await db
    .insertInto('player_stats')
    .values({
      user_id: userId,
      systems: 1,
      rarity_milli: rarityMilli,
      week_start: weekStart,
      week_discoveries: 1,
    })
    // The existing row by its table's name: PostgreSQL finds a bare column ambiguous here.
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        systems: sql<number>`player_stats.systems + 1`,
        rarity_milli: sql<number>`player_stats.rarity_milli + ${rarityMilli}`,
        week_discoveries: sql<number>`case when player_stats.week_start = ${weekStart}
          then player_stats.week_discoveries + 1 else 1 end`,
        week_start: weekStart,
      }),
    )
    .execute();
}

export async function findPlayerStats(db: Db, userId: number): Promise<PlayerStats | undefined> {
  return db.selectFrom('player_stats').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

function boardRows(db: Db, board: StatsBoard) {
  const query = db.selectFrom('player_stats as p').where(`p.${board.column}`, '>', 0);
  return board.column === 'week_discoveries'
    ? query.where('p.week_start', '=', board.weekStart)
    : query;
}

/** The board's first `limit` players, best first; ties in account order (older first). */
export async function topOfBoard(db: Db, board: StatsBoard, limit: number): Promise<BoardRow[]> {
  return boardRows(db, board)
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('profile_settings as ps', 'ps.user_id', 'p.user_id')
    .select([
      'p.user_id',
      'u.username',
      'u.suffix',
      sql<number>`p.${sql.ref(board.column)}`.as('value'),
      sql<number>`coalesce(ps.private, 0)`.as('private'),
    ])
    .orderBy(`p.${board.column}`, 'desc')
    .orderBy('p.user_id')
    .limit(limit)
    .execute();
}

/** How many players the board ranks above `value` (an index range count). */
export async function countAbove(db: Db, board: StatsBoard, value: number): Promise<number> {
  const row = await boardRows(db, board)
    .where(`p.${board.column}`, '>', value)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Recounts every player's rarity total from the systems they hold (after a rebalance rescored
 * the systems). Call inside the rebalance's transaction.
 */
export async function recountRarityTotals(db: Db): Promise<void> {
  await db
    .updateTable('player_stats')
    .set({
      rarity_milli: sql<number>`coalesce((select sum(round(s.rarity_score * 1000))
        from discoveries d join systems s on s.id = d.system_id
        where d.user_id = player_stats.user_id), 0)`,
    })
    .execute();
}
