import { randomBytes } from 'node:crypto';
import { isUniqueViolation, type Db } from '@orrery/db';
import {
  deletePasswordResets,
  deleteUserAndData,
  deleteUserSessions,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  updateUser,
  type User,
} from '@orrery/db/accounts';
import { recordTransaction } from '@orrery/db/economy';
import { SOCIETY_SUFFIXES, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@orrery/domain';
import { loadGameConfig } from '../core/config.js';
import { setDefaultEmailPreferences } from '../../mail/email-preferences.js';
import { accountGone, GameError } from '../core/errors.js';
import type { UserProfile } from '../core/views.js';
import { passwordHashing } from './password-hashing.js';
import { passwordProblem } from './password-rules.js';
import { checkCurrentPassword } from './reauthentication.js';

export interface Registration {
  username: string;
  suffix: string;
  email: string;
  password: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u;

export const EMAIL_TAKEN = 'Email is already registered';
export const USERNAME_TAKEN = 'Society name is already taken';

export function emailProblem(email: string): string | undefined {
  if (email === '') return 'Email is required';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'Enter a valid email address';
  return undefined;
}

export function usernameProblem(username: string): string | undefined {
  if (username === '') return 'Society name is required';
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    return `Society name must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters`;
  }
  if (!USERNAME_PATTERN.test(username)) {
    return 'Society name may contain letters, digits, spaces, apostrophes and hyphens';
  }
  return undefined;
}

export function toProfile(user: User): UserProfile {
  return {
    id: user.id,
    username: user.username,
    suffix: user.suffix,
    email: user.email,
    currency: user.currency,
    telescopeLevel: user.telescope_level,
    nextCollectionAvailable: user.next_collection_at,
    createdAt: user.created_at,
  };
}

/** Creates an account; every invalid field is named in `details`. */
export async function register(db: Db, input: Registration, now: Date): Promise<UserProfile> {
  // Stored composed (NFC): an accent typed as its own code point is one letter, as the name rule
  // expects, and the text shown is the same whichever way it was typed.
  const username = input.username.trim().normalize('NFC');
  const email = input.email.trim().normalize('NFC');
  const details: Record<string, string> = {};
  const problems = {
    username: usernameProblem(username),
    suffix: (SOCIETY_SUFFIXES as readonly string[]).includes(input.suffix)
      ? undefined
      : 'Choose a suffix from the list',
    email: emailProblem(email),
    password: await passwordProblem(input.password),
  };
  for (const [field, problem] of Object.entries(problems)) if (problem) details[field] = problem;
  if (Object.keys(details).length > 0) {
    throw new GameError('INVALID_INPUT', Object.values(details)[0]!, details);
  }
  // These two checks only spare the slow hash: without them the unique index refuses the insert and
  // the race's fallback below gives the same refusal.
  // Stryker disable next-line ConditionalExpression,BlockStatement: the same refusal either way
  if (await findUserByEmail(db, email)) {
    throw new GameError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  // Stryker disable next-line ConditionalExpression,BlockStatement: the same refusal either way
  if (await findUserByUsername(db, username)) {
    throw new GameError('CONFLICT', USERNAME_TAKEN, { username: USERNAME_TAKEN });
  }
  // Hash outside the transaction: it is slow on purpose and needs no lock.
  const passwordHash = await passwordHashing.hash(input.password);
  try {
    const user = await db.transaction().execute(async (trx) => {
      const config = await loadGameConfig(trx);
      const created = await insertUser(trx, {
        username,
        suffix: input.suffix,
        email,
        password_hash: passwordHash,
        next_collection_at: null,
        created_at: now.toISOString(),
      });
      await setDefaultEmailPreferences(trx, created.id);
      if (config.startingCredits > 0) {
        await recordTransaction(trx, {
          user_id: created.id,
          reason: 'signup',
          description: 'Welcome credits',
          amount: config.startingCredits,
          created_at: now.toISOString(),
        });
      }
      return (await findUserById(trx, created.id))!;
    });
    return toProfile(user);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const emailTaken = (await findUserByEmail(db, email)) !== undefined;
    const message = emailTaken ? EMAIL_TAKEN : USERNAME_TAKEN;
    throw new GameError('CONFLICT', message, { [emailTaken ? 'email' : 'username']: message });
  }
}

const BAD_LOGIN = 'Invalid email or password';

let dummyHash: Promise<string> | undefined;

/**
 * The hash of a random password nobody knows, made with the same parameters as every account's.
 * Made once per process, on first use.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= passwordHashing.hash(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * The account behind an e-mail and password (the transport signs the session token). An unknown
 * address is verified against a dummy hash, so the answer takes as long as for a known one and its
 * timing does not tell which addresses have accounts.
 */
export async function login(db: Db, email: string, password: string): Promise<UserProfile> {
  const user = await findUserByEmail(db, email.trim());
  const verified = await passwordHashing.verify(
    user?.password_hash ?? (await dummyPasswordHash()),
    password,
  );
  if (!user || !verified) throw new GameError('INVALID_INPUT', BAD_LOGIN);
  return toProfile(user);
}

export async function getProfile(db: Db, userId: number): Promise<UserProfile> {
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  return toProfile(user);
}

/**
 * Needs the current password (reauthentication.ts). The change ends every other session of the
 * account at once (a stolen token stops working); `keepSession`, the one that made the change,
 * stays signed in.
 */
export async function changePassword(
  db: Db,
  userId: number,
  currentPassword: string,
  newPassword: string,
  keepSession: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  await checkCurrentPassword(user, currentPassword);
  const problem = await passwordProblem(newPassword);
  if (problem) throw new GameError('INVALID_INPUT', problem, { newPassword: problem });
  const passwordHash = await passwordHashing.hash(newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { password_hash: passwordHash });
    await deleteUserSessions(trx, userId, keepSession);
    await deletePasswordResets(trx, userId);
  });
}

/** The player's own deletion: needs the current password (reauthentication.ts). */
export async function deleteAccount(
  db: Db,
  userId: number,
  currentPassword: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  await checkCurrentPassword(user, currentPassword);
  await removeAccount(db, userId);
}

/**
 * Deletes the account, its ledger, achievements and preferences; its systems become undiscovered.
 * Checks no password: for deleteAccount, which has, and for tools that act for the operator.
 */
export async function removeAccount(db: Db, userId: number): Promise<void> {
  const deleted = await db.transaction().execute((trx) => deleteUserAndData(trx, userId));
  if (!deleted) throw accountGone();
}
