import { sql, type Kysely } from 'kysely';
import { autoIncrementId } from './portable.js';

// Mail that is really sent: the transactional outbox, written in the same transaction as
// the event that causes a mail, and single-use password-reset tokens, stored hashed. Portable types.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', autoIncrementId(db))
    // null for mail to no account (none yet); a deleted account takes its unsent mail with it.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the mail says, as JSON; rendered when sent (links need the server's URL and key).
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    // An explicit recipient (an e-mail change mails the old address); else the account's address.
    .addColumn('to_address', 'text')
    // One mail per key at most (a week's digest, a cooldown's reminder).
    .addColumn('dedupe_key', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'dead', 'skipped')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // When a sender may next take it: the event's time, a retry's backoff, or a claim's lease.
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('subject', 'text')
    .addColumn('last_error', 'text')
    .execute();
  // The sender's claim: pending rows, earliest due first.
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'due_at'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_user')
    .on('mail_outbox')
    .columns(['user_id', 'kind', 'status'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_dedupe')
    .on('mail_outbox')
    .column('dedupe_key')
    .unique()
    .execute();

  await db.schema
    .createTable('password_resets')
    // sha256 of the token: the token itself is only ever in the mail.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_resets_user')
    .on('password_resets')
    .column('user_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
