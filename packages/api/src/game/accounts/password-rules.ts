import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@orrery/domain';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords.js';

// The rules a new password must meet (registration, a password change, a reset); the numbers are
// the domain's, which the web's register form states before submit.

/** Why a password may not be set, or undefined: its length, then the common-password list. */
export async function passwordProblem(password: string): Promise<string | undefined> {
  if (password === '') return 'Password is required';
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (await isCommonPassword(password)) return COMMON_PASSWORD;
  return undefined;
}
