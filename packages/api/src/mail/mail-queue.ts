import { type Db } from '@orrery/db';
import { insertOutboxMail } from '@orrery/db/mail';
import type { MailKind } from './mail-kinds.js';

/** A mail to queue in the outbox. */
export interface MailToQueue {
  userId: number;
  kind: MailKind;
  /** What the mail says; rendered when sent (mail-render.ts reads it per kind). */
  payload?: Record<string, unknown>;
  /** The recipient, when not the account's address at sending time. */
  toAddress?: string;
  /** At most one mail per key, ever. */
  dedupeKey?: string;
  /** Not before this time (default: at once). */
  dueAt?: Date;
}

/**
 * Puts a mail in the outbox. Call inside the transaction of the event that causes it: the mail is
 * then sent if and only if the event committed. Answers the row's id (undefined: key already queued).
 */
export function queueMail(db: Db, mail: MailToQueue, now: Date): Promise<number | undefined> {
  return insertOutboxMail(db, {
    user_id: mail.userId,
    kind: mail.kind,
    payload: JSON.stringify(mail.payload ?? {}),
    to_address: mail.toAddress ?? null,
    dedupe_key: mail.dedupeKey ?? null,
    due_at: (mail.dueAt ?? now).toISOString(),
    created_at: now.toISOString(),
    sent_at: null,
    subject: null,
    last_error: null,
  });
}
