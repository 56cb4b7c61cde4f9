import type { Generated, Insertable, Selectable } from 'kysely';

/** What became of an outbox row: waiting (or being sent), delivered, given up on, or not needed. */
export type MailStatus = 'pending' | 'sent' | 'dead' | 'skipped';

/** One mail to send, written in the same transaction as the event that causes it. */
export interface MailOutboxTable {
  id: Generated<number>;
  user_id: number | null;
  /** The mail's type: an e-mail preference's type, or an account mail (password-reset …). */
  kind: string;
  /** JSON: what the mail says; rendered when it is sent. */
  payload: Generated<string>;
  /** The recipient when not the account's current address. */
  to_address: string | null;
  /** At most one row per key (a week's digest, a cooldown's reminder). */
  dedupe_key: string | null;
  status: Generated<MailStatus>;
  /** Sends tried so far. */
  attempts: Generated<number>;
  /** ISO time a sender may next take the row. */
  due_at: string;
  created_at: string;
  sent_at: string | null;
  /** The subject it was sent with (known once rendered). */
  subject: string | null;
  /** Why the last try failed, or why the mail was skipped. */
  last_error: string | null;
}

export type OutboxMail = Selectable<MailOutboxTable>;
export type NewOutboxMail = Insertable<MailOutboxTable>;
