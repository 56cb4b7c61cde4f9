import type { Kysely } from 'kysely';

// Daily and weekly goals (docs/game-rules.md, "Goals"): one row per goal a player has claimed in a
// period. The primary key is the last line of "a goal is never paid twice". Portable types only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('goal_claims')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('goal_id', 'text', (c) => c.notNull())
    // The period's first day (YYYY-MM-DD, UTC): the day itself, or the week's Monday.
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('reward_credits', 'integer', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('goal_claims_pk', ['user_id', 'goal_id', 'period_start'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('goal_claims').execute();
}
