import { createHash } from 'node:crypto';
import { identityKey } from '@orrery/db/accounts';
import { TRPCError } from '@trpc/server';
import { addressGroup } from './address-group.js';

// Sign-in limits, counted per procedure call (a tRPC batch of n logins costs n). The counts live
// wherever the transport keeps them (this process, or Redis shared by every server); the rules
// live here. docs/operations.md, "Sign-in limits", explains the numbers.

/** At most `max` per `windowMs` for each key; the window starts at the key's first hit. */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
}

export interface LimitVerdict {
  /** After a hit: the count went past `max`. After a read: the count has reached `max`. */
  over: boolean;
  /** Seconds until the key's window ends (0 when it has none). */
  retryAfterSeconds: number;
}

/** Where the counts are kept. */
export interface AttemptCounter {
  /** Adds one to the key's count. */
  hit(rule: LimitRule, key: string): Promise<LimitVerdict>;
  /** The key's count, unchanged. */
  read(rule: LimitRule, key: string): Promise<LimitVerdict>;
}

/** What the procedures need to apply the sign-in limits (none when absent: the CLI, tests). */
export interface AttemptLimits {
  counter: AttemptCounter;
  /** Sign-in calls (SIGN_IN_PROCEDURES) per client address per minute (AUTH_RATE_LIMIT). */
  perAddressPerMinute: number;
}

/**
 * What the limits read of a call's context: context.ts's Context, which imports AttemptLimits from
 * here, has these fields (importing it back made an import circle).
 */
interface Context {
  config: { attempts?: AttemptLimits };
  clientAddress?: string;
}

/**
 * The tRPC paths that count as sign-in calls (a batch may hold at most MAX_SIGN_IN_PER_BATCH): the
 * sign-ins, and the calls that check the current password (each a guess at it) or a mailed token.
 */
export const SIGN_IN_PROCEDURES: ReadonlySet<string> = new Set([
  'auth.login',
  'auth.register',
  'auth.requestPasswordReset',
  'auth.resetPassword',
  'auth.updatePassword',
  'auth.updateEmail',
  'auth.confirmEmail',
  'user.deleteAccount',
]);

/** No client has a reason to batch more sign-in calls than a registration and its login. */
export const MAX_SIGN_IN_PER_BATCH = 2;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Failed logins for one account from one address: a person mistyping gets ten tries. */
export const ACCOUNT_ADDRESS_FAILURES: LimitRule = {
  name: 'login-account-address',
  max: 10,
  windowMs: 15 * MINUTE,
};
/**
 * Failed logins for one account from addresses it has not signed in from (any number of them),
 * in two steps: 20 per 15 minutes, then 100 per day. Its owner's usual addresses are not held
 * back, so guessing from many addresses slows down without locking the owner out.
 */
export const ACCOUNT_FAILURES: LimitRule = {
  name: 'login-account',
  max: 20,
  windowMs: 15 * MINUTE,
};
export const ACCOUNT_FAILURES_DAILY: LimitRule = {
  name: 'login-account-day',
  max: 100,
  windowMs: DAY,
};
/** An address the account signed in from within 30 days. */
export const FAMILIAR_ADDRESS: LimitRule = { name: 'login-familiar', max: 1, windowMs: 30 * DAY };

const perAddress = (perMinute: number): LimitRule => ({
  name: 'auth-address',
  max: perMinute,
  windowMs: MINUTE,
});

/** Why a call was refused with 429, and when to try again (the transport's Retry-After). */
export class RateLimited extends Error {
  override name = 'RateLimited';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts; try again in ${retryAfterSeconds} seconds`);
  }
}

function refuse(verdict: LimitVerdict): never {
  const limited = new RateLimited(Math.max(1, verdict.retryAfterSeconds));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: limited.message, cause: limited });
}

/** The account an e-mail names, as a key that keeps the address itself out of the store. */
function accountKey(email: string): string {
  return createHash('sha256').update(identityKey(email.trim())).digest('base64url').slice(0, 22);
}

function addressOf(context: Context): string {
  return context.clientAddress === undefined ? 'unknown' : addressGroup(context.clientAddress);
}

/** Counts one sign-in call against the client's address; refuses it past the limit. */
export async function countSignInCall(context: Context): Promise<void> {
  const limits = context.config.attempts;
  if (!limits) return;
  const verdict = await limits.counter.hit(
    perAddress(limits.perAddressPerMinute),
    addressOf(context),
  );
  if (verdict.over) refuse(verdict);
}

/**
 * Before a password is checked: refused while this address has failed too often for the account,
 * or, from an address the account has not signed in from, while the account has.
 */
export async function checkLoginAllowed(context: Context, email: string): Promise<void> {
  const limits = context.config.attempts;
  if (!limits) return;
  const account = accountKey(email);
  const pair = `${account}:${addressOf(context)}`;
  const fromHere = await limits.counter.read(ACCOUNT_ADDRESS_FAILURES, pair);
  if (fromHere.over) refuse(fromHere);
  if ((await limits.counter.read(FAMILIAR_ADDRESS, pair)).over) return;
  for (const rule of [ACCOUNT_FAILURES, ACCOUNT_FAILURES_DAILY]) {
    const verdict = await limits.counter.read(rule, account);
    if (verdict.over) refuse(verdict);
  }
}

/** A wrong e-mail or password: counted for the pair, and for the account when unfamiliar. */
export async function recordLoginFailure(context: Context, email: string): Promise<void> {
  const limits = context.config.attempts;
  if (!limits) return;
  const account = accountKey(email);
  const pair = `${account}:${addressOf(context)}`;
  await limits.counter.hit(ACCOUNT_ADDRESS_FAILURES, pair);
  if ((await limits.counter.read(FAMILIAR_ADDRESS, pair)).over) return;
  await limits.counter.hit(ACCOUNT_FAILURES, account);
  await limits.counter.hit(ACCOUNT_FAILURES_DAILY, account);
}

/** A successful sign-in makes the address familiar to the account for 30 days. */
export async function recordLoginSuccess(context: Context, email: string): Promise<void> {
  const limits = context.config.attempts;
  if (!limits) return;
  await limits.counter.hit(FAMILIAR_ADDRESS, `${accountKey(email)}:${addressOf(context)}`);
}

/** Reset mails for one address: enough for a lost mail or two, not a mail bomb. */
export const RESET_REQUESTS_PER_ACCOUNT: LimitRule = {
  name: 'reset-account',
  max: 3,
  windowMs: 60 * MINUTE,
};
/** Reset requests from one client address, whatever addresses they name. */
export const RESET_REQUESTS_PER_CLIENT: LimitRule = {
  name: 'reset-address',
  max: 10,
  windowMs: 60 * MINUTE,
};

/**
 * Counts a password-reset request for the address it names and the client it comes from; refuses
 * it past either limit. Counted whether or not an account uses the address (the answer must not
 * tell), and before the account is looked up.
 */
export async function countResetRequest(context: Context, email: string): Promise<void> {
  const limits = context.config.attempts;
  if (!limits) return;
  const perAccount = await limits.counter.hit(RESET_REQUESTS_PER_ACCOUNT, accountKey(email));
  const perClient = await limits.counter.hit(RESET_REQUESTS_PER_CLIENT, addressOf(context));
  const over = [perAccount, perClient].filter((verdict) => verdict.over);
  if (over.length > 0) {
    refuse(over.reduce((a, b) => (a.retryAfterSeconds >= b.retryAfterSeconds ? a : b)));
  }
}

/** Address changes one account may ask for: a typo and its fix, not a way to mail strangers. */
export const EMAIL_CHANGES_PER_ACCOUNT: LimitRule = {
  name: 'email-change-account',
  max: 5,
  windowMs: DAY,
};

/** Before an address change is asked for: refused while the account has asked too often. */
export async function checkEmailChangeAllowed(context: Context, userId: number): Promise<void> {
  const limits = context.config.attempts;
  if (!limits) return;
  const verdict = await limits.counter.read(EMAIL_CHANGES_PER_ACCOUNT, String(userId));
  if (verdict.over) refuse(verdict);
}

/** An address change was asked for (a confirmation link made). */
export async function recordEmailChange(context: Context, userId: number): Promise<void> {
  await context.config.attempts?.counter.hit(EMAIL_CHANGES_PER_ACCOUNT, String(userId));
}

/** Seconds to wait, when a failed call was refused by a limit. */
export function retryAfterOf(error: unknown): number | undefined {
  const cause = error instanceof TRPCError ? error.cause : error;
  return cause instanceof RateLimited ? cause.retryAfterSeconds : undefined;
}
