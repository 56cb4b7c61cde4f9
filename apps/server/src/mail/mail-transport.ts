import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderedMail } from '@orrery/api/mail';
import { maskTarget } from '@orrery/db';
import nodemailer from 'nodemailer';

/** Hands a rendered mail on: to an SMTP server, or into a file. Answers where it went, for the log. */
export interface MailTransport {
  /** For the start line: `smtp://mail.example.com:587` or `files in /srv/orrery/data/mail`. */
  readonly description: string;
  send(mail: RenderedMail, from: string): Promise<{ where: string }>;
  /** Checks the SMTP server answers (nothing to check for files); throws why not. */
  verify(): Promise<void>;
  close(): void;
}

/** Bounds on one conversation with the SMTP server: well inside the sender's lease on a row. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

function message(mail: RenderedMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    messageId: mail.messageId,
  };
}

/** nodemailer's SMTP transport over SMTP_URL (`smtps://` for TLS from the start). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  const where = maskTarget(url);
  return {
    description: where,
    async send(mail, from) {
      await transporter.sendMail(message(mail, from));
      return { where };
    },
    async verify() {
      await transporter.verify();
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP: nodemailer's stream transport builds the very message SMTP would carry, and it is
 * written to `dir` as an .eml file any mail client opens (named by time and outbox id).
 */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    description: `files in ${dir}`,
    async send(mail, from) {
      const info = await transporter.sendMail(message(mail, from));
      await mkdir(dir, { recursive: true });
      const id = /<outbox-(\d+)@/.exec(mail.messageId)?.[1] ?? 'mail';
      const file = join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      return { where: file };
    },
    verify: () => Promise.resolve(),
    close: () => transporter.close(),
  };
}
