import { type Db } from '@orrery/db';
import { findUserById } from '@orrery/db/accounts';
import { setEmailPreference } from '@orrery/db/mail';
import { GameError } from '../game/core/errors.js';
import { isPreferenceKind, preferenceName } from './mail-kinds.js';
import { checkUnsubscribeSignature, UNSUBSCRIBE_LINK_DAYS } from './mail-signing.js';

export const INVALID_UNSUBSCRIBE = 'This unsubscribe link is not valid';
export const EXPIRED_UNSUBSCRIBE = `This unsubscribe link has expired (links work for ${UNSUBSCRIBE_LINK_DAYS} days): sign in to change your e-mail settings`;

/**
 * One-click unsubscribe (RFC 8058), without signing in: the link's signature proves it was mailed
 * to this player for this type within UNSUBSCRIBE_LINK_DAYS of `now`, and it turns exactly that
 * preference off. Doing it twice is fine.
 */
export async function unsubscribe(
  db: Db,
  secret: Uint8Array,
  link: { user: number; type: string; sig: string },
  now: Date,
): Promise<{ success: true; message: string }> {
  const { user, type, sig } = link;
  const verdict = isPreferenceKind(type)
    ? checkUnsubscribeSignature(secret, user, type, sig, now)
    : 'invalid';
  if (verdict !== 'valid' || !isPreferenceKind(type)) {
    const message = verdict === 'expired' ? EXPIRED_UNSUBSCRIBE : INVALID_UNSUBSCRIBE;
    throw new GameError('INVALID_INPUT', message, { sig: message });
  }
  if (!(await findUserById(db, user))) throw new GameError('NOT_FOUND', 'Account not found');
  await setEmailPreference(db, user, type, false);
  return {
    success: true,
    message: `Unsubscribed: you will no longer receive “${preferenceName(type)}” e-mails.`,
  };
}
