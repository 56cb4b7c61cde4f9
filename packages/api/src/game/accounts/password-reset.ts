import { type Db } from '@orrery/db';
import {
  deletePasswordResets,
  deleteUserSessions,
  findLivePasswordReset,
  findUserByEmail,
  insertPasswordReset,
  updateUser,
  usePasswordReset,
} from '@orrery/db/accounts';
import { queueMail } from '../../mail/mail-queue.js';
import { hashToken, newResetNonce, resetTokenOf } from '../../mail/mail-signing.js';
import { emailProblem } from './accounts.js';
import { passwordProblem } from './password-rules.js';
import { GameError } from '../core/errors.js';
import { passwordHashing } from './password-hashing.js';

// Forgot password (docs/api.md, "Accounts"): a request mails a link with a
// single-use token, valid one hour, stored only as its hash; using it sets the password and ends
// every session.

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const RESET_REQUESTED =
  'If an account uses this address, a link to reset its password is on its way. It works for one hour.';
export const RESET_DONE = 'Your password has been reset. Sign in with your new password.';
export const INVALID_RESET_TOKEN =
  'This reset link is not valid or has expired. Ask for a new one.';

/**
 * Queues a reset mail when an account uses `email`; answers the same either way, so the answer
 * does not tell who plays. The token is made from a nonce with the server's secret (`secret`):
 * the database holds the nonce (in the outbox) and the token's hash, neither of which is the token.
 */
export async function requestPasswordReset(
  db: Db,
  secret: Uint8Array,
  email: string,
  now: Date,
): Promise<{ success: true; message: string }> {
  const address = email.trim();
  const problem = emailProblem(address);
  if (problem) throw new GameError('INVALID_INPUT', problem, { email: problem });
  const user = await findUserByEmail(db, address);
  if (user) {
    const nonce = newResetNonce();
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString();
    await db.transaction().execute(async (trx) => {
      await insertPasswordReset(trx, {
        token_hash: hashToken(resetTokenOf(secret, nonce)),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      });
      await queueMail(
        trx,
        { userId: user.id, kind: 'password-reset', payload: { nonce, expiresAt } },
        now,
      );
    });
  }
  return { success: true, message: RESET_REQUESTED };
}

const invalidToken = () =>
  new GameError('INVALID_INPUT', INVALID_RESET_TOKEN, { token: INVALID_RESET_TOKEN });

/**
 * Sets a new password with a reset token: once, within the hour. Every session of the account ends
 * (whoever had the old password is signed out), and its other reset links stop working. A weak
 * password or a bad token changes nothing and leaves the token usable.
 */
export async function resetPassword(
  db: Db,
  token: string,
  newPassword: string,
  now: Date,
): Promise<{ success: true; message: string }> {
  const problem = await passwordProblem(newPassword);
  if (problem) throw new GameError('INVALID_INPUT', problem, { password: problem });
  const tokenHash = hashToken(token);
  // Checked before the (slow, deliberate) hashing, and again when used: a racing use may win.
  if (!(await findLivePasswordReset(db, tokenHash, now))) throw invalidToken();
  const passwordHash = await passwordHashing.hash(newPassword);
  await db.transaction().execute(async (trx) => {
    const reset = await findLivePasswordReset(trx, tokenHash, now);
    if (!reset || !(await usePasswordReset(trx, tokenHash, now))) throw invalidToken();
    await updateUser(trx, reset.user_id, { password_hash: passwordHash });
    await deleteUserSessions(trx, reset.user_id);
    await deletePasswordResets(trx, reset.user_id);
  });
  return { success: true, message: RESET_DONE };
}
