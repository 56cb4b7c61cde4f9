import type { Kysely } from 'kysely';

// Privacy everywhere (docs/game-rules.md, "Profiles and leaderboards"): public reads leave a private
// society's name out, and their cached answers are kept per galaxy version. The galaxy row counts
// the changes to which names public reads may show (a profile made private or public), and the
// version includes that count, so a change makes every cached answer anew.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('galaxies')
    .addColumn('names_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('galaxies').dropColumn('names_revision').execute();
}
