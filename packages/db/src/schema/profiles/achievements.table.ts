import type { Insertable, Selectable } from 'kysely';

/** The achievement catalogue, synced from the game config. */
export interface AchievementsTable {
  id: string;
  name: string;
  description: string;
  category: string;
  level: number;
  target_value: number;
  reward_credits: number;
}

export type AchievementRow = Selectable<AchievementsTable>;
export type NewAchievement = Insertable<AchievementsTable>;
