import { isUniqueViolation, type Db } from '@orrery/db';
import {
  deleteIdentityCollisions,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  listIdentityCollisions,
  lockUser,
  updateUser,
  type IdentityCollision,
} from '@orrery/db/accounts';
import { queueMail } from '../../mail/mail-queue.js';
import { EMAIL_TAKEN, emailProblem, usernameProblem, USERNAME_TAKEN } from './accounts.js';
import { accountGone, GameError } from '../core/errors.js';

// The operator's side of the identity keys (docs/operations.md, "Identity collisions"): the
// accounts the identity-keys migration found sharing an address's or a name's key, and a way to
// give one of them an address or name of its own.

export interface AccountRef {
  id: number;
  username: string;
  email: string;
}

export interface IdentityCollisionView {
  kind: IdentityCollision['kind'];
  key: string;
  /** The account left without the key: it cannot be found by that address or name. */
  account: AccountRef;
  /** The account that kept it; null once deleted. */
  holder: AccountRef | null;
  foundAt: string;
}

async function refOf(db: Db, id: number): Promise<AccountRef | null> {
  const user = await findUserById(db, id);
  return user ? { id: user.id, username: user.username, email: user.email } : null;
}

export async function listIdentityCollisionViews(db: Db): Promise<IdentityCollisionView[]> {
  const views: IdentityCollisionView[] = [];
  for (const row of await listIdentityCollisions(db)) {
    const account = await refOf(db, row.user_id);
    if (!account) continue; // its row goes with the account; a racing deletion
    views.push({
      kind: row.kind,
      key: row.identity_key,
      account,
      holder: await refOf(db, row.holder_id),
      foundAt: row.found_at,
    });
  }
  return views;
}

export interface IdentityChange {
  email?: string;
  username?: string;
}

/**
 * Gives an account a new address or society name, for the operator (no password, no confirmation
 * link: the operator has checked with the owner). Validated like a registration; refused if another
 * account has the key. A changed address is told at the old one. The account's collisions of that
 * kind are resolved.
 */
export async function setAccountIdentity(
  db: Db,
  userId: number,
  change: IdentityChange,
  now: Date,
): Promise<AccountRef> {
  const email = change.email?.trim().normalize('NFC');
  const username = change.username?.trim().normalize('NFC');
  const details: Record<string, string> = {};
  const emailError = email === undefined ? undefined : emailProblem(email);
  const usernameError = username === undefined ? undefined : usernameProblem(username);
  if (emailError) details.email = emailError;
  if (usernameError) details.username = usernameError;
  if (Object.keys(details).length > 0) {
    throw new GameError('INVALID_INPUT', Object.values(details)[0]!, details);
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, userId);
      if (!user) throw accountGone();
      const emailOwner = email === undefined ? undefined : await findUserByEmail(trx, email);
      if (emailOwner && emailOwner.id !== userId) {
        throw new GameError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN });
      }
      const nameOwner =
        username === undefined ? undefined : await findUserByUsername(trx, username);
      if (nameOwner && nameOwner.id !== userId) {
        throw new GameError('CONFLICT', USERNAME_TAKEN, { username: USERNAME_TAKEN });
      }
      await updateUser(trx, userId, {
        ...(email === undefined ? {} : { email }),
        ...(username === undefined ? {} : { username }),
      });
      if (email !== undefined) {
        await deleteIdentityCollisions(trx, userId, 'email');
        if (email !== user.email) {
          await queueMail(
            trx,
            {
              userId,
              kind: 'email-changed',
              toAddress: user.email,
              payload: { newEmail: email, changedAt: now.toISOString() },
            },
            now,
          );
        }
      }
      if (username !== undefined) await deleteIdentityCollisions(trx, userId, 'username');
      return { id: userId, username: username ?? user.username, email: email ?? user.email };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new GameError('CONFLICT', 'The address or name is taken');
  }
}
