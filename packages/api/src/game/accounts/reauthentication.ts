import type { User } from '@orrery/db/accounts';
import { GameError } from '../core/errors.js';
import { passwordHashing } from './password-hashing.js';

// What a signed-in request must show to change the account's password or address, or delete it:
// the current password, so that a stolen session token alone cannot take or lose the account.

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/**
 * Refuses unless `currentPassword` is the account's: an empty one is bad input (400), a wrong one
 * FORBIDDEN (403: the session is fine, so not 401, which signs the client out). The caller counts
 * a wrong one against the sign-in limits (routers/reauthenticated.ts).
 */
export async function checkCurrentPassword(user: User, currentPassword: string): Promise<void> {
  if (currentPassword === '') {
    throw new GameError('INVALID_INPUT', CURRENT_PASSWORD_REQUIRED, {
      currentPassword: CURRENT_PASSWORD_REQUIRED,
    });
  }
  if (!(await passwordHashing.verify(user.password_hash, currentPassword))) {
    throw new GameError('FORBIDDEN', WRONG_CURRENT_PASSWORD, {
      currentPassword: WRONG_CURRENT_PASSWORD,
    });
  }
}

/** True for the refusal of a wrong current password (a guess, for the limits). */
export function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof GameError && error.code === 'FORBIDDEN';
}
