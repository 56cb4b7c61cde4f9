import type { Db } from '../schema/db.js';
import type { GoalClaim, NewGoalClaim } from '../schema/profiles/goal-claims.table.js';

/** The player's claims in the given periods (by their first days). */
export async function listGoalClaims(
  db: Db,
  userId: number,
  periodStarts: string[],
): Promise<GoalClaim[]> {
  if (periodStarts.length === 0) return [];
  return db
    .selectFrom('goal_claims')
    .selectAll()
    .where('user_id', '=', userId)
    .where('period_start', 'in', periodStarts)
    .execute();
}

/** Records a claim; a second claim of one goal in one period is a unique violation. */
export async function insertGoalClaim(db: Db, row: NewGoalClaim): Promise<void> {
  await db.insertInto('goal_claims').values(row).execute();
}
