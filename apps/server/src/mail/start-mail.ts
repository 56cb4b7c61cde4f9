import type { SessionKey } from '@orrery/api';
import type { Db } from '@orrery/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MailEnv } from '../boot/env.js';
import { MailSender } from './mail-sender.js';
import { fileTransport, smtpTransport, type MailTransport } from './mail-transport.js';

/**
 * Starts the outbox's sender over SMTP_URL, or into .eml files without it, and says which at start.
 * An SMTP server that does not answer now is one warning: mail waits in the outbox until it does.
 */
export function startMail(
  env: MailEnv,
  db: Db,
  session: SessionKey,
  log: FastifyBaseLogger,
  /** Wraps the transport (tracing's span around each send). */
  wrap: (transport: MailTransport) => MailTransport = (transport) => transport,
) {
  const transport = wrap(
    env.smtpUrl === undefined ? fileTransport(env.dir) : smtpTransport(env.smtpUrl),
  );
  const sender = new MailSender({
    db,
    transport,
    site: { publicUrl: env.publicUrl, secret: session.secret },
    from: env.from,
    log,
  });
  log.info({ from: env.from, links: env.publicUrl }, `mail goes to ${transport.description}`);
  transport.verify().catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(
      `the SMTP server at ${transport.description} does not answer (${reason}); mail waits in the outbox`,
    );
  });
  sender.start();
  return {
    async stop() {
      await sender.stop();
      transport.close();
    },
  };
}
