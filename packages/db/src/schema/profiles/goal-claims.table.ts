import type { Insertable, Selectable } from 'kysely';

/** A daily or weekly goal a player claimed, once per period (the primary key says so). */
export interface GoalClaimsTable {
  user_id: number;
  goal_id: string;
  /** The period's first day, YYYY-MM-DD (UTC): the day, or the week's Monday. */
  period_start: string;
  reward_credits: number;
  claimed_at: string;
}

export type GoalClaim = Selectable<GoalClaimsTable>;
export type NewGoalClaim = Insertable<GoalClaimsTable>;
