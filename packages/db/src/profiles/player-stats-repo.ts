import { sql } from 'kysely';
import type { Db } from '../connection/open-database.js';
import type { PlayerStats } from '../schema/profiles/player-stats.table.js';

/** What a leaderboard ranks by: a column of player_stats (the week's board within one week). */
export type StatsBoard =
  | { column: 'systems' | 'rarity_milli' | 'longest_streak' }
  | { column: 'week_discoveries'; weekStart: string };

/** A player's streak as of a collect (the game's streak rules compute it). */
export type StreakFigures = Pick<
  PlayerStats,
  'streak_days' | 'longest_streak' | 'streak_counted_at' | 'streak_zone'
>;

export interface BoardRow {
  user_id: number;
  username: string;
  suffix: string;
  value: number;
  /** 1 when the player's profile is private. */
  private: number;
}

/** A rarity bucket is a tenth of a point (totals are kept in thousandths). */
export const RARITY_BUCKET = 100;

type Figures = Omit<PlayerStats, 'user_id'>;

/** The board's name in leaderboard_buckets. */
const bucketBoard = (board: StatsBoard) =>
  board.column === 'week_discoveries' ? `week:${board.weekStart}` : board.column;

const bucketOf = (board: StatsBoard, value: number) =>
  board.column === 'rarity_milli' ? Math.floor(value / RARITY_BUCKET) : value;

/** Each board a player's figures sit on, with their value there. */
const placesOf = (figures: Figures): [StatsBoard, number][] => [
  [{ column: 'systems' }, figures.systems],
  [{ column: 'rarity_milli' }, figures.rarity_milli],
  [{ column: 'week_discoveries', weekStart: figures.week_start }, figures.week_discoveries],
  [{ column: 'longest_streak' }, figures.longest_streak],
];

async function addToBucket(db: Db, board: string, bucket: number, delta: 1 | -1): Promise<void> {
  if (delta === 1) {
    await db
      .insertInto('leaderboard_buckets')
      .values({ board, bucket, players: 1 })
      .onConflict((oc) =>
        oc
          .columns(['board', 'bucket'])
          .doUpdateSet({ players: sql<number>`leaderboard_buckets.players + 1` }),
      )
      .execute();
    return;
  }
  await db
    .updateTable('leaderboard_buckets')
    .set({ players: sql<number>`players - 1` })
    .where('board', '=', board)
    .where('bucket', '=', bucket)
    .execute();
  await db
    .deleteFrom('leaderboard_buckets')
    .where('board', '=', board)
    .where('bucket', '=', bucket)
    .where('players', '<=', 0)
    .execute();
}

/** Moves a player's place on every board from `before` to `after` (either may be absent). */
async function moveInBuckets(db: Db, before?: Figures, after?: Figures): Promise<void> {
  const from = before ? placesOf(before) : [];
  const to = after ? placesOf(after) : [];
  for (let i = 0; i < Math.max(from.length, to.length); i++) {
    const old = from[i] && ([bucketBoard(from[i]![0]), bucketOf(...from[i]!)] as const);
    const next = to[i] && ([bucketBoard(to[i]![0]), bucketOf(...to[i]!)] as const);
    if (old && next && old[0] === next[0] && old[1] === next[1]) continue;
    if (old) await addToBucket(db, old[0], old[1], -1);
    if (next) await addToBucket(db, next[0], next[1], 1);
  }
}

const NO_STREAK: StreakFigures = {
  streak_days: 0,
  longest_streak: 0,
  streak_counted_at: '',
  streak_zone: 'UTC',
};

/**
 * Counts one discovery into the player's figures; `weekStart` is the week it falls in (a new week
 * restarts the week's count), `streak` the player's streak after it (left as it was when absent:
 * fixtures that count discoveries without playing them). Call inside the collect's transaction.
 */
export async function addDiscoveryToStats(
  db: Db,
  userId: number,
  rarityMilli: number,
  weekStart: string,
  streak?: StreakFigures,
): Promise<void> {
  const before = await findPlayerStats(db, userId);
  const after: Figures = {
    systems: (before?.systems ?? 0) + 1,
    rarity_milli: (before?.rarity_milli ?? 0) + rarityMilli,
    week_start: weekStart,
    week_discoveries: before?.week_start === weekStart ? before.week_discoveries + 1 : 1,
    ...(streak ?? (before ? pickStreak(before) : NO_STREAK)),
  };
  if (before) {
    await db.updateTable('player_stats').set(after).where('user_id', '=', userId).execute();
  } else {
    await db
      .insertInto('player_stats')
      .values({ user_id: userId, ...after })
      .execute();
  }
  await moveInBuckets(db, before, after);
}

const pickStreak = ({
  streak_days,
  longest_streak,
  streak_counted_at,
  streak_zone,
}: StreakFigures) => ({ streak_days, longest_streak, streak_counted_at, streak_zone });

/** The player's figures and their places on the boards go (an account deletion). */
export async function removePlayerStats(db: Db, userId: number): Promise<void> {
  const before = await findPlayerStats(db, userId);
  if (!before) return;
  await moveInBuckets(db, before);
  await db.deleteFrom('player_stats').where('user_id', '=', userId).execute();
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

/**
 * How many players the board ranks above `value`: the players in the buckets above its bucket
 * (a few hundred rows at most) and, for the rarity total, those above it within its own bucket
 * (an index range of one tenth of a point).
 */
export async function countAbove(db: Db, board: StatsBoard, value: number): Promise<number> {
  const bucket = bucketOf(board, value);
  const above = await db
    .selectFrom('leaderboard_buckets')
    .select(sql<number>`coalesce(sum(players), 0)`.as('n'))
    .where('board', '=', bucketBoard(board))
    .where('bucket', '>', bucket)
    .executeTakeFirstOrThrow();
  if (board.column !== 'rarity_milli') return Number(above.n);
  const within = await db
    .selectFrom('player_stats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('rarity_milli', '>', value)
    .where('rarity_milli', '<', (bucket + 1) * RARITY_BUCKET)
    .executeTakeFirstOrThrow();
  return Number(above.n) + Number(within.n);
}

/** Every board's buckets as they should be: a histogram of player_stats (tests, rebuilds). */
export async function bucketsFromStats(
  db: Db,
): Promise<{ board: string; bucket: number; players: number }[]> {
  const counts = new Map<string, { board: string; bucket: number; players: number }>();
  const rows = await db.selectFrom('player_stats').selectAll().execute();
  for (const row of rows) {
    for (const [board, value] of placesOf(row)) {
      const name = bucketBoard(board);
      const bucket = bucketOf(board, value);
      const key = `${name}\u0000${bucket}`;
      const entry = counts.get(key) ?? { board: name, bucket, players: 0 };
      entry.players += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()];
}

/**
 * Recounts every player's rarity total from the systems they hold (after a rebalance rescored
 * the systems), and the rarity board's buckets. Call inside the rebalance's transaction.
 */
export async function recountRarityTotals(db: Db): Promise<void> {
  await db
    .updateTable('player_stats')
    .set({
      rarity_milli: sql<number>`coalesce((select sum(round(s.rarity_score * 1000))
        from discoveries d join systems s on s.id = d.system_id
        where d.holder_id = player_stats.user_id), 0)`,
    })
    .execute();
  await db.deleteFrom('leaderboard_buckets').where('board', '=', 'rarity_milli').execute();
  const rarity = (await bucketsFromStats(db)).filter((row) => row.board === 'rarity_milli');
  for (let i = 0; i < rarity.length; i += 500) {
    await db
      .insertInto('leaderboard_buckets')
      .values(rarity.slice(i, i + 500))
      .execute();
  }
}

/** A change of what a player holds: `systems` systems worth `rarityMilli` (negative: away). */
export interface HoldingShift {
  userId: number;
  systems: number;
  rarityMilli: number;
}

/**
 * Moves held systems' weight on the holdings boards ("systems held", rarity) for the players a
 * trade changes. The week's discoveries and streaks stay: they count discovering, not holding.
 * Bucket rows are changed in one order, by board then ascending bucket (as a collect, whose
 * figures only rise, changes them), so that trades and collects at once cannot deadlock on them.
 * Call inside the trade's transaction, with the players locked.
 */
export async function shiftHoldingStats(db: Db, shifts: HoldingShift[]): Promise<void> {
  const steps: { board: number; name: string; bucket: number; delta: 1 | -1 }[] = [];
  for (const shift of [...shifts].sort((a, b) => a.userId - b.userId)) {
    if (shift.systems === 0 && shift.rarityMilli === 0) continue;
    const before = await findPlayerStats(db, shift.userId);
    const base: Figures = before ?? {
      systems: 0,
      rarity_milli: 0,
      week_start: '',
      week_discoveries: 0,
      ...NO_STREAK,
    };
    const after: Figures = {
      ...base,
      systems: base.systems + shift.systems,
      rarity_milli: base.rarity_milli + shift.rarityMilli,
    };
    if (before) {
      await db
        .updateTable('player_stats')
        .set({ systems: after.systems, rarity_milli: after.rarity_milli })
        .where('user_id', '=', shift.userId)
        .execute();
    } else {
      await db
        .insertInto('player_stats')
        .values({ user_id: shift.userId, ...after })
        .execute();
    }
    const from = before ? placesOf(before) : [];
    const to = placesOf(after);
    for (let i = 0; i < to.length; i++) {
      const old = from[i] && { name: bucketBoard(from[i]![0]), bucket: bucketOf(...from[i]!) };
      const next = { name: bucketBoard(to[i]![0]), bucket: bucketOf(...to[i]!) };
      if (old && old.name === next.name && old.bucket === next.bucket) continue;
      if (old) steps.push({ board: i, ...old, delta: -1 });
      steps.push({ board: i, ...next, delta: 1 });
    }
  }
  await addToBuckets(db, steps);
}

/**
 * Applies bucket steps in two statements, whatever their number: one upsert of each bucket's net
 * change, then one delete of the buckets left empty. Every trade writes these shared rows, so on
 * PostgreSQL trades wait for each other here: the fewer round trips under their locks, the sooner
 * the next one proceeds. Rows are written in board order, then ascending bucket.
 */
async function addToBuckets(
  db: Db,
  steps: { board: number; name: string; bucket: number; delta: 1 | -1 }[],
): Promise<void> {
  const net = new Map<string, { board: number; name: string; bucket: number; delta: number }>();
  for (const step of steps) {
    const key = `${step.name}\u0000${step.bucket}`;
    const entry = net.get(key) ?? { ...step, delta: 0 };
    entry.delta += step.delta;
    net.set(key, entry);
  }
  const changes = [...net.values()]
    .filter((change) => change.delta !== 0)
    .sort((a, b) => a.board - b.board || a.bucket - b.bucket);
  if (changes.length === 0) return;
  await db
    .insertInto('leaderboard_buckets')
    .values(changes.map(({ name, bucket, delta }) => ({ board: name, bucket, players: delta })))
    .onConflict((oc) =>
      oc.columns(['board', 'bucket']).doUpdateSet({
        players: sql<number>`leaderboard_buckets.players + excluded.players`,
      }),
    )
    .execute();
  const emptied = changes.filter((change) => change.delta < 0);
  if (emptied.length === 0) return;
  await db
    .deleteFrom('leaderboard_buckets')
    .where('players', '<=', 0)
    .where((eb) =>
      eb.or(
        emptied.map(({ name, bucket }) =>
          eb.and([eb('board', '=', name), eb('bucket', '=', bucket)]),
        ),
      ),
    )
    .execute();
}
