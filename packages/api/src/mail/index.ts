/** @orrery/api/mail — the outbox's rules: what each mail says, when it is queued, who operates it. */
export {
  ACCOUNT_MAIL_KINDS,
  isPreferenceKind,
  type MailKind,
  type PreferenceKind,
} from './mail-kinds.js';
export { queueMail, type MailToQueue } from './mail-queue.js';
export { renderOutboxMail, type RenderedMail, type RenderResult } from './mail-render.js';
export type { MailSite } from './mail-links.js';
export { oneClickUnsubscribeUrl, unsubscribePageUrl } from './mail-links.js';
export { queueWeeklyDigests, weekNews, type WeekNews } from './weekly-digest.js';
export { queueProductNews, NEWS_BODY_MAX, NEWS_SUBJECT_MAX } from './product-news.js';
export { listOutbox, retryOutboxMail, MAIL_STATUSES, type OutboxEntry } from './outbox-admin.js';
export { unsubscribe, EXPIRED_UNSUBSCRIBE, INVALID_UNSUBSCRIBE } from './unsubscribe.js';
export { hashToken, resetTokenOf } from './mail-signing.js';
export { emailChangeTokenOf } from './email-change-token.js';
export { listenToGameEvents } from './game-mail.js';
