import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { forUpdate } from '../connection/row-locks.js';
import type { MailStatus, NewOutboxMail, OutboxMail } from '../schema/mail/mail-outbox.table.js';

/**
 * Queues a mail (call inside the transaction of its cause). A row whose dedupe key is already
 * queued is not added again: answers the new row's id, or undefined for a duplicate.
 */
export async function insertOutboxMail(db: Db, mail: NewOutboxMail): Promise<number | undefined> {
  const row = await db
    .insertInto('mail_outbox')
    .values(mail)
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Takes up to `limit` pending rows due at `now` for one sender: each try is counted and the row is
 * leased until `leaseUntil` (a sender that dies mid-send leaves it to be taken again then).
 * PostgreSQL: `FOR UPDATE SKIP LOCKED`, so senders on other servers take other rows; SQLite: the
 * transaction's BEGIN IMMEDIATE makes each claim the only writer.
 */
export async function claimDueMail(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxMail[]> {
  return db.transaction().execute(async (trx) => {
    const due = await forUpdate(
      trx,
      trx
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('due_at', '<=', now.toISOString())
        .orderBy('due_at')
        .orderBy('id')
        .limit(limit),
      { skipLocked: true },
    ).execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('mail_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), due_at: leaseUntil.toISOString() }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });
}

/** The row's mail was accepted by the SMTP server (or written to its file). */
export async function markMailSent(db: Db, id: number, subject: string, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), subject, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed try: tried again at `retryAt`, or, with no `retryAt`, given up on (dead). */
export async function markMailFailed(
  db: Db,
  id: number,
  error: string,
  retryAt: Date | undefined,
  subject: string | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(
      retryAt === undefined
        ? { status: 'dead', last_error: error, subject }
        : { due_at: retryAt.toISOString(), last_error: error, subject },
    )
    .where('id', '=', id)
    .execute();
}

/** Not sent, and not to be: the preference was turned off, the occasion passed. */
export async function markMailSkipped(db: Db, id: number, reason: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'skipped', last_error: reason })
    .where('id', '=', id)
    .execute();
}

/** The player's pending mail of one kind is no longer wanted (a collect cancels its reminder). */
export async function deletePendingMail(db: Db, userId: number, kind: string): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .execute();
}

/** Moves the player's pending, untried mail of one kind to `dueAt` (a buy-down's reminder). */
export async function reschedulePendingMail(
  db: Db,
  userId: number,
  kind: string,
  dueAt: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ due_at: dueAt })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .execute();
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxMail | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The outbox, newest first, optionally of one status. */
export async function listOutboxMail(
  db: Db,
  options: { status?: MailStatus; limit: number },
): Promise<OutboxMail[]> {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (options.status !== undefined) query = query.where('status', '=', options.status);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** Makes a row pending again, due at `now`, with its tries counted afresh (`orrery mail retry`). */
export async function requeueOutboxMail(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, due_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** The outbox's backlog: mails waiting, those among them that failed a try, and those given up. */
export interface OutboxDepth {
  pending: number;
  retrying: number;
  dead: number;
}

/** The outbox's backlog in one statement (a server's metrics read it at each scrape). */
export async function outboxDepth(db: Db): Promise<OutboxDepth> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([
      sql<number>`coalesce(sum(case when status = 'pending' then 1 else 0 end), 0)`.as('pending'),
      sql<number>`coalesce(sum(case when status = 'pending' and attempts > 0 then 1 else 0 end), 0)`.as(
        'retrying',
      ),
      sql<number>`coalesce(sum(case when status = 'dead' then 1 else 0 end), 0)`.as('dead'),
    ])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), retrying: Number(row.retrying), dead: Number(row.dead) };
}
