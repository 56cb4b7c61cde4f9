import { type Db } from '@orrery/db';
import { findEmailChange, findUserById } from '@orrery/db/accounts';
import { type OutboxMail } from '@orrery/db/mail';
import { isEmailEnabled } from './email-preferences.js';
import {
  achievementMail,
  collectionReadyMail,
  emailChangedMail,
  emailConfirmMail,
  passwordResetMail,
  productNewsMail,
  weeklyDigestMail,
  type AchievementPayload,
  type Composed,
  type EmailChangedPayload,
  type EmailConfirmPayload,
  type NewsPayload,
  type ResetPayload,
} from './mail-compose.js';
import { isPreferenceKind, preferenceName } from './mail-kinds.js';
import { mailHtml, mailText } from './mail-layout.js';
import {
  oneClickUnsubscribeUrl,
  pageUrl,
  unsubscribePageUrl,
  type MailSite,
} from './mail-links.js';
import { tradeMail, type TradeMailPayload } from './trade-mail-compose.js';
import { weekNews } from './weekly-digest.js';

/** A message ready for the transport. */
export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe and List-Unsubscribe-Post for mail a player can switch off. */
  headers: Record<string, string>;
  /** The same for every try of one row, so a receiver can drop a repeat. */
  messageId: string;
}

/** The message to send, or why the row is not to be sent after all. */
export type RenderResult = { mail: RenderedMail } | { skip: string };

async function compose(db: Db, row: OutboxMail, site: MailSite, now: Date): Promise<Composed> {
  const user = row.user_id === null ? undefined : await findUserById(db, row.user_id);
  if (!user) return { skip: 'account gone' };
  const payload: unknown = JSON.parse(row.payload);
  switch (row.kind) {
    case 'achievement-unlocked':
      return achievementMail(payload as AchievementPayload, site);
    case 'collection-ready':
      return collectionReadyMail(user, site, now);
    case 'weekly-digest':
      return weeklyDigestMail(
        await weekNews(db, user.id, (payload as { weekStart: string }).weekStart),
        site,
      );
    case 'product-news':
      return productNewsMail(payload as NewsPayload);
    case 'trades':
      return tradeMail(payload as TradeMailPayload, site);
    case 'password-reset':
      return passwordResetMail(payload as ResetPayload, site, now);
    case 'email-confirm':
      return emailConfirmMail(
        payload as EmailConfirmPayload,
        user,
        (await findEmailChange(db, user.id))?.new_email,
        site,
        now,
      );
    case 'email-changed':
      return emailChangedMail(payload as EmailChangedPayload, user, site);
    default:
      return { skip: `unknown kind ${row.kind}` };
  }
}

/**
 * Renders an outbox row as it is sent: to the account's address at that moment (or the row's own
 * recipient), only if the player still wants this type, with a signed one-click unsubscribe for it.
 */
export async function renderOutboxMail(
  db: Db,
  row: OutboxMail,
  site: MailSite,
  now: Date,
): Promise<RenderResult> {
  const kind = row.kind;
  if (row.user_id !== null && isPreferenceKind(kind)) {
    if (!(await isEmailEnabled(db, row.user_id, kind))) return { skip: 'preference off' };
  }
  const composed = await compose(db, row, site, now);
  if ('skip' in composed) return composed;
  const { content } = composed;
  const headers: Record<string, string> = {};
  if (isPreferenceKind(kind) && row.user_id !== null) {
    const oneClick = oneClickUnsubscribeUrl(site, row.user_id, kind, now);
    headers['List-Unsubscribe'] = `<${oneClick}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    content.unsubscribe = {
      url: unsubscribePageUrl(site, row.user_id, kind, now),
      what: `“${preferenceName(kind)}”`,
      settingsUrl: pageUrl(site, '/settings'),
    };
  }
  const to = row.to_address ?? (await findUserById(db, row.user_id!))!.email;
  return {
    mail: {
      to,
      subject: content.subject,
      text: mailText(content),
      html: mailHtml(content),
      headers,
      messageId: `<outbox-${row.id}@${new URL(site.publicUrl).hostname}>`,
    },
  };
}
