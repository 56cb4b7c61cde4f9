import { findUserById, setEmailPreference, type Db } from '@orrery/db';
import { GameError } from '../game/errors.js';
import { isPreferenceKind, preferenceName } from './mail-kinds.js';
import { isUnsubscribeSignature } from './mail-signing.js';

export const INVALID_UNSUBSCRIBE = 'This unsubscribe link is not valid';

/**
 * One-click unsubscribe (RFC 8058), without signing in: the link's signature proves it was mailed
 * to this player for this type, and it turns exactly that preference off. Doing it twice is fine.
 */
export async function unsubscribe(
  db: Db,
  secret: Uint8Array,
  link: { user: number; type: string; sig: string },
): Promise<{ success: true; message: string }> {
  const { user, type, sig } = link;
  if (!isPreferenceKind(type) || !isUnsubscribeSignature(secret, user, type, sig)) {
    throw new GameError('INVALID_INPUT', INVALID_UNSUBSCRIBE, { sig: INVALID_UNSUBSCRIBE });
  }
  if (!(await findUserById(db, user))) throw new GameError('NOT_FOUND', 'Account not found');
  await setEmailPreference(db, user, type, false);
  return {
    success: true,
    message: `Unsubscribed: you will no longer receive “${preferenceName(type)}” e-mails.`,
  };
}
