import { COMMON_PASSWORD, isCommonPassword } from './common-passwords.js';

// The rules a new password must meet (registration, a password change, a reset). The numbers are
// exported with their literal types: the web's register form states them before submit and ties
// its copy to these at compile time (apps/web/src/game/account-rules.ts).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

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
