import type {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@orrery/api/game';

// The server's account rules, for the register form to state before submit. The web may import
// only types from the api, so the numbers are written here; their types are the server's literal
// constants, so a changed rule breaks the web's typecheck instead of misleading a player.
const passwordLength: [typeof PASSWORD_MIN_LENGTH, typeof PASSWORD_MAX_LENGTH] = [8, 128];
const usernameLength: [typeof USERNAME_MIN_LENGTH, typeof USERNAME_MAX_LENGTH] = [3, 32];

/** The length, and the server's common-password list (a well-known password is refused). */
export const PASSWORD_RULE = `${passwordLength[0]} to ${passwordLength[1]} characters, not a common password.`;
export const USERNAME_RULE = `${usernameLength[0]} to ${usernameLength[1]} characters: letters, digits, spaces, apostrophes and hyphens.`;
