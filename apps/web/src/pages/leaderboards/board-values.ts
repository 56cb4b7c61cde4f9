import { formatCount, formatFixed } from '@orrery/format';
import type { Leaderboard } from '../../api/types.js';

type Board = Pick<Leaderboard, 'id' | 'unit'>;

/** Counts and ranks exactly, rarity totals to one decimal (the shared number format). */
export const shownValue = (board: Board, value: number): string =>
  board.id === 'rarity' ? formatFixed(value, 1) : formatCount(value);

/**
 * A value with the board's unit: "1 system", "12 days", "1.0 points". The API names units in the
 * plural (they head the table's column), so a value shown as exactly 1 drops the final "s".
 */
export function valueWithUnit(board: Board, value: number): string {
  const shown = shownValue(board, value);
  return `${shown} ${shown === '1' ? board.unit.replace(/s$/, '') : board.unit}`;
}
