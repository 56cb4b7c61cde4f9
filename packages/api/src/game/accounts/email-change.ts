import { createHash } from 'node:crypto';
import { isUniqueViolation, type Db } from '@orrery/db';
import {
  deleteIdentityCollisions,
  findLiveEmailChange,
  findUserByEmail,
  findUserById,
  identityKey,
  lockUser,
  putEmailChange,
  takeEmailChange,
  updateUser,
} from '@orrery/db/accounts';
import { emailChangeTokenOf } from '../../mail/email-change-token.js';
import { hashToken } from '../../mail/mail-signing.js';
import { queueMail } from '../../mail/mail-queue.js';
import { EMAIL_TAKEN, emailProblem } from './accounts.js';
import { accountGone, GameError } from '../core/errors.js';
import { checkCurrentPassword } from './reauthentication.js';
import type { EmailChangeAnswer } from '../core/views.js';

// Changing the account's address (docs/api.md, "Accounts"): with the current
// password, the new address is mailed a link and takes over only once the link is opened; the old
// address is then told. One change waits per account, the latest asked for.

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a confirmation link works, and the window in which an address gets one such mail. */
export const EMAIL_CHANGE_TTL_MS = DAY_MS;

export const EMAIL_UPDATED = 'Email updated successfully';
export const CHECK_NEW_ADDRESS =
  'Check your new address: open the link we sent there to finish the change. Until then your e-mail address stays as it is.';
export const INVALID_EMAIL_LINK =
  'This confirmation link is not valid or has expired. Ask for the change again.';

/**
 * The dedupe key of the confirmation mail to an address in a window: the outbox holds one mail per
 * key, so however many accounts ask for the address, it is mailed once per window. The address is
 * hashed: the key is not another copy of it.
 */
function confirmationMailKey(addressKey: string, window: number): string {
  const address = createHash('sha256').update(addressKey).digest('base64url').slice(0, 22);
  return `email-confirm:${address}:${window}`;
}

/**
 * Asks for the account's address to become `newEmail`. Refused, changing nothing: a malformed
 * address (400), a wrong current password (403), an address another account uses (409). Another
 * spelling of the same address (another case, another composition) changes at once.
 */
export async function requestEmailChange(
  db: Db,
  secret: Uint8Array,
  userId: number,
  currentPassword: string,
  newEmail: string,
  now: Date,
): Promise<EmailChangeAnswer> {
  const email = newEmail.trim().normalize('NFC');
  const problem = emailProblem(email);
  if (problem) throw new GameError('INVALID_INPUT', problem, { email: problem });
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  await checkCurrentPassword(user, currentPassword);
  const addressKey = identityKey(email);
  if (addressKey === user.email_key) {
    await updateUser(db, userId, { email });
    return { success: true, message: EMAIL_UPDATED, pendingEmail: null };
  }
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== userId) {
    throw new GameError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  const window = Math.floor(now.getTime() / EMAIL_CHANGE_TTL_MS);
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await putEmailChange(trx, {
      user_id: userId,
      new_email: email,
      token_hash: hashToken(emailChangeTokenOf(secret, userId, addressKey, window)),
      created_at: now.toISOString(),
      expires_at: expiresAt,
    });
    await queueMail(
      trx,
      {
        userId,
        kind: 'email-confirm',
        toAddress: email,
        payload: { newEmail: email, window, expiresAt },
        dedupeKey: confirmationMailKey(addressKey, window),
      },
      now,
    );
  });
  return { success: true, message: CHECK_NEW_ADDRESS, pendingEmail: email };
}

const invalidLink = () =>
  new GameError('INVALID_INPUT', INVALID_EMAIL_LINK, { token: INVALID_EMAIL_LINK });

/**
 * Opens a confirmation link: once, before it expires, the account's address becomes the new one
 * and the old address hears of it. Needs no session (the link may be opened on another device):
 * the token is the proof. Refused if another account took the address meanwhile (409).
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  now: Date,
): Promise<{ success: true; message: string }> {
  const tokenHash = hashToken(token);
  try {
    await db.transaction().execute(async (trx) => {
      const change = await findLiveEmailChange(trx, tokenHash, now);
      if (!change) throw invalidLink();
      const user = await lockUser(trx, change.user_id);
      // Taken once: a racing second use finds it gone.
      if (!user || !(await takeEmailChange(trx, tokenHash))) throw invalidLink();
      const owner = await findUserByEmail(trx, change.new_email);
      if (owner && owner.id !== user.id) {
        throw new GameError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN });
      }
      await updateUser(trx, user.id, { email: change.new_email });
      // It has a key of its own now, if the identity-keys migration had left it without one.
      await deleteIdentityCollisions(trx, user.id, 'email');
      // The old address hears of it: if the change was not the owner's, they learn it there.
      await queueMail(
        trx,
        {
          userId: user.id,
          kind: 'email-changed',
          toAddress: user.email,
          payload: { newEmail: change.new_email, changedAt: now.toISOString() },
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new GameError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    throw error;
  }
  return { success: true, message: EMAIL_UPDATED };
}
