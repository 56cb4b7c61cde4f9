import { type Db } from '@orrery/db';
import {
  countAbove,
  findPlayerStats,
  topOfBoard,
  type BoardRow,
  type PlayerStats,
  type StatsBoard,
} from '@orrery/db/profiles';
import { societyName } from './profiles.js';
import type { Leaderboard, LeaderboardEntry, LeaderboardId, Leaderboards } from './social-views.js';
import { weekOf, weekStartOf } from '../core/week.js';

/** Players each board lists (the viewer's own rank comes on top of these). */
export const LEADERBOARD_SIZE = 100;

interface BoardDefinition {
  id: LeaderboardId;
  title: string;
  unit: string;
  board: (now: Date) => StatsBoard;
  /** The stored figure as shown (rarity totals are kept in thousandths). */
  shown: (stored: number) => number;
  /** The viewer's stored figure for this board. */
  own: (stats: PlayerStats | undefined, now: Date) => number;
}

const same = (stored: number) => stored;

const BOARDS: BoardDefinition[] = [
  {
    id: 'systems',
    title: 'Most systems',
    unit: 'systems',
    board: () => ({ column: 'systems' }),
    shown: same,
    own: (stats) => stats?.systems ?? 0,
  },
  {
    id: 'rarity',
    title: 'Highest total rarity score',
    unit: 'points',
    board: () => ({ column: 'rarity_milli' }),
    shown: (milli) => milli / 1000,
    own: (stats) => stats?.rarity_milli ?? 0,
  },
  {
    id: 'streak',
    title: 'Longest streak',
    unit: 'days',
    board: () => ({ column: 'longest_streak' }),
    shown: same,
    own: (stats) => stats?.longest_streak ?? 0,
  },
  {
    id: 'week',
    title: "This week's discoveries",
    unit: 'systems',
    board: (now) => ({ column: 'week_discoveries', weekStart: weekStartOf(now) }),
    shown: same,
    own: (stats, now) => (stats?.week_start === weekStartOf(now) ? stats.week_discoveries : 0),
  },
];

/**
 * Standard competition ranking over rows that start at the top: equal values share a rank. A
 * private society keeps its place unnamed, except to itself (`viewerId`).
 */
function ranked(
  rows: BoardRow[],
  shown: (stored: number) => number,
  viewerId: number | null,
): LeaderboardEntry[] {
  let rank = 0;
  return rows.map((row, i) => {
    if (i === 0 || row.value !== rows[i - 1]!.value) rank = i + 1;
    const named = row.private !== 1 || row.user_id === viewerId;
    return {
      rank,
      username: named ? row.username : null,
      societyName: named ? societyName(row) : null,
      value: shown(row.value),
      hasProfile: named,
    };
  });
}

async function readBoard(
  db: Db,
  definition: BoardDefinition,
  viewer: { id: number; stats: PlayerStats | undefined } | null,
  now: Date,
): Promise<Leaderboard> {
  const board = definition.board(now);
  const top = await topOfBoard(db, board, LEADERBOARD_SIZE);
  const entries = ranked(top, definition.shown, viewer?.id ?? null);
  let own: Leaderboard['viewer'] = null;
  if (viewer) {
    const value = definition.own(viewer.stats, now);
    const rank = value > 0 ? 1 + (await countAbove(db, board, value)) : null;
    own = { rank, value: definition.shown(value) };
  }
  return {
    id: definition.id,
    title: definition.title,
    unit: definition.unit,
    entries,
    viewer: own,
  };
}

/**
 * Every leaderboard: its top 100 from the players' maintained figures (index reads, no scan of the
 * discoveries) and, for a signed-in viewer, their own rank.
 */
export async function getLeaderboards(
  db: Db,
  viewerId: number | null,
  now: Date,
): Promise<Leaderboards> {
  const viewer =
    viewerId === null ? null : { id: viewerId, stats: await findPlayerStats(db, viewerId) };
  const boards: Leaderboard[] = [];
  for (const definition of BOARDS) boards.push(await readBoard(db, definition, viewer, now));
  return { week: weekOf(now), boards };
}
