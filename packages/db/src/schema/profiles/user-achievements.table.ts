import type { Insertable, Selectable } from 'kysely';

/** A user's progress on one achievement; completed_at is set once, when its reward is paid. */
export interface UserAchievementsTable {
  user_id: number;
  achievement_id: string;
  progress: number;
  completed_at: string | null;
}

export type UserAchievement = Selectable<UserAchievementsTable>;
export type NewUserAchievement = Insertable<UserAchievementsTable>;
