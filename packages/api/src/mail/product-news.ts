import { type Db } from '@orrery/db';
import { listUserIdsWithEmailEnabled } from '@orrery/db/mail';
import { GameError } from '../game/core/errors.js';
import { queueMail } from './mail-queue.js';

export const NEWS_SUBJECT_MAX = 200;
export const NEWS_BODY_MAX = 20_000;

/**
 * Product news from an operator (`orrery mail news`): one mail per player who has product news on,
 * queued in one transaction. `dryRun` counts the recipients and queues nothing.
 */
export async function queueProductNews(
  db: Db,
  news: { subject: string; body: string },
  now: Date,
  options: { dryRun?: boolean } = {},
): Promise<{ recipients: number }> {
  const subject = news.subject.trim();
  const body = news.body.trim();
  if (subject === '' || subject.length > NEWS_SUBJECT_MAX || /[\r\n]/.test(subject)) {
    throw new GameError(
      'INVALID_INPUT',
      `The subject must be one line of 1 to ${NEWS_SUBJECT_MAX} characters`,
    );
  }
  if (body === '' || body.length > NEWS_BODY_MAX) {
    throw new GameError('INVALID_INPUT', `The body must be 1 to ${NEWS_BODY_MAX} characters`);
  }
  if (options.dryRun) {
    return { recipients: (await listUserIdsWithEmailEnabled(db, 'product-news')).length };
  }
  return db.transaction().execute(async (trx) => {
    const recipients = await listUserIdsWithEmailEnabled(trx, 'product-news');
    for (const userId of recipients) {
      await queueMail(trx, { userId, kind: 'product-news', payload: { subject, body } }, now);
    }
    return { recipients: recipients.length };
  });
}
