import { queueWeeklyDigests, renderOutboxMail, type MailSite } from '@orrery/api/mail';
import { type Db } from '@orrery/db';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  markMailSkipped,
  type OutboxMail,
} from '@orrery/db/mail';
import type { FastifyBaseLogger } from 'fastify';
import { Periodic } from '../workers/periodic.js';
import type { MailTransport } from './mail-transport.js';

/** How often the sender looks for due mail. */
export const MAIL_POLL_MS = 2_000;
/** Rows one claim takes; the rest wait for the next round (or another server). */
export const MAIL_BATCH = 20;
/** A claimed row is this sender's for this long; if it dies mid-send, another takes it after. */
export const MAIL_LEASE_MS = 5 * 60_000;
/** Tries before a row is dead (about 4 hours of backoff in all). */
export const MAIL_MAX_ATTEMPTS = 8;

/** The wait after the n-th failed try: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface MailSenderOptions {
  db: Db;
  transport: MailTransport;
  site: MailSite;
  from: string;
  log: FastifyBaseLogger;
  clock?: () => Date;
  pollMs?: number;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

/**
 * The outbox's sender, one per server process: every `pollMs` it queues the weekly digest when a
 * week has ended, claims due rows (other servers' senders take others), renders and sends each,
 * and records the outcome — sent, retried later with backoff, dead after MAIL_MAX_ATTEMPTS tries
 * (keeping the last error), or skipped when no longer wanted.
 */
export class MailSender {
  private readonly clock: () => Date;
  private readonly periodic: Periodic;

  constructor(private readonly options: MailSenderOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.periodic = new Periodic(
      () => this.round(),
      options.pollMs ?? MAIL_POLL_MS,
      options.log,
      'mail sender: a round failed; it tries again',
    );
  }

  start(): void {
    this.periodic.start();
  }

  /** Waits for the round in progress, and starts no other. */
  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** One round: answers how many rows it handled (tests call it directly). */
  async round(): Promise<number> {
    const { db } = this.options;
    const now = this.clock();
    const digests = await queueWeeklyDigests(db, now);
    if (digests > 0) this.options.log.info({ digests }, 'weekly digests queued');
    const rows = await claimDueMail(db, now, new Date(now.getTime() + MAIL_LEASE_MS), MAIL_BATCH);
    for (const row of rows) await this.deliver(row);
    return rows.length;
  }

  private async deliver(row: OutboxMail): Promise<void> {
    const { db, transport, site, from, log } = this.options;
    let subject: string | null = null;
    try {
      const rendered = await renderOutboxMail(db, row, site, this.clock());
      if ('skip' in rendered) {
        await markMailSkipped(db, row.id, rendered.skip);
        log.info({ mail: row.id, kind: row.kind, reason: rendered.skip }, 'mail skipped');
        return;
      }
      const { mail } = rendered;
      subject = mail.subject;
      const { where } = await transport.send(mail, from);
      await markMailSent(db, row.id, mail.subject, this.clock());
      log.info({ mail: row.id, to: mail.to, subject: mail.subject, where }, 'mail sent');
    } catch (error) {
      const text = errorText(error);
      const dead = row.attempts >= MAIL_MAX_ATTEMPTS;
      const retryAt = dead
        ? undefined
        : new Date(this.clock().getTime() + retryDelayMs(row.attempts));
      await markMailFailed(db, row.id, text, retryAt, subject);
      log.warn(
        { mail: row.id, kind: row.kind, attempts: row.attempts, error: text, retryAt },
        dead ? 'mail dead: gave up after its last try' : 'mail not sent; tried again later',
      );
    }
  }
}
