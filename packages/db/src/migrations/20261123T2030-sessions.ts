import type { Kysely } from 'kysely';

// Sessions the server can end: a token names its session, and a request is signed in only while
// that row exists (logout deletes it; a password change deletes the others). Portable types only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  // A player's sessions, for ending all but one and for pruning the expired ones.
  await db.schema
    .createIndex('sessions_user')
    .on('sessions')
    .columns(['user_id', 'expires_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
