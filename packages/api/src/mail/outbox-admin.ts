import { type Db } from '@orrery/db';
import {
  findOutboxMail,
  listOutboxMail,
  requeueOutboxMail,
  type MailStatus,
  type OutboxMail,
} from '@orrery/db/mail';
import { GameError } from '../game/core/errors.js';

// What operators see of the outbox (`orrery mail outbox`, `orrery mail retry`).

export const MAIL_STATUSES = ['pending', 'sent', 'dead', 'skipped'] as const satisfies MailStatus[];

export interface OutboxEntry {
  id: number;
  kind: string;
  userId: number | null;
  /** The explicit recipient, or null for the account's current address. */
  to: string | null;
  status: MailStatus;
  attempts: number;
  dueAt: string;
  createdAt: string;
  sentAt: string | null;
  subject: string | null;
  lastError: string | null;
}

function toEntry(row: OutboxMail): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    to: row.to_address,
    status: row.status,
    attempts: row.attempts,
    dueAt: row.due_at,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    subject: row.subject,
    lastError: row.last_error,
  };
}

/** The newest rows first, of one status or all. */
export async function listOutbox(
  db: Db,
  options: { status?: MailStatus; limit?: number } = {},
): Promise<OutboxEntry[]> {
  const rows = await listOutboxMail(db, { status: options.status, limit: options.limit ?? 100 });
  return rows.map(toEntry);
}

/**
 * Sends a dead or skipped row again (its tries counted afresh, due at once); a pending row is made
 * due at once. A sent row is refused: it would reach its recipient twice.
 */
export async function retryOutboxMail(db: Db, id: number, now: Date): Promise<OutboxEntry> {
  const row = await findOutboxMail(db, id);
  if (!row) throw new GameError('NOT_FOUND', `No mail with id ${id}`);
  if (row.status === 'sent') {
    throw new GameError('RULE_VIOLATION', `Mail ${id} was sent already; it is not sent twice`);
  }
  await requeueOutboxMail(db, id, now);
  return toEntry((await findOutboxMail(db, id))!);
}
