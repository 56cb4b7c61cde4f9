import type { Db } from '../schema/db.js';
import type { AchievementRow, NewAchievement } from '../schema/profiles/achievements.table.js';
import type { UserAchievement } from '../schema/profiles/user-achievements.table.js';

/** Makes the stored catalogue match `catalogue` (inserting new entries, updating changed ones). */
export async function syncAchievements(db: Db, catalogue: NewAchievement[]): Promise<void> {
  for (const a of catalogue) {
    await db
      .insertInto('achievements')
      .values(a)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          name: a.name,
          description: a.description,
          category: a.category,
          level: a.level,
          target_value: a.target_value,
          reward_credits: a.reward_credits,
        }),
      )
      .execute();
  }
}

export async function listAchievements(db: Db): Promise<AchievementRow[]> {
  return db.selectFrom('achievements').selectAll().orderBy('level').orderBy('id').execute();
}

export async function listUserAchievements(db: Db, userId: number): Promise<UserAchievement[]> {
  return db.selectFrom('user_achievements').selectAll().where('user_id', '=', userId).execute();
}

export async function saveUserAchievement(db: Db, row: UserAchievement): Promise<void> {
  await db
    .insertInto('user_achievements')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'achievement_id'])
        .doUpdateSet({ progress: row.progress, completed_at: row.completed_at }),
    )
    .execute();
}
