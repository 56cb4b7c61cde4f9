// The account rules' numbers: the server enforces them (packages/api accounts.ts) and the web's
// register form states them before submit.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
