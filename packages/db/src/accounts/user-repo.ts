import { sql } from 'kysely';
import type { Db } from '../schema/db.js';
import { dialectOf } from '../connection/dialect.js';
import { identityKey } from './identity-key.js';
import { releaseHoldingsOf, SOCIETY_GONE, voidOpenTradesOf } from '../trades/trade-repo.js';
import { forUpdate } from '../connection/row-locks.js';
import { removePlayerStats } from '../profiles/player-stats-repo.js';
import type { NewUser, User, UserUpdate } from '../schema/accounts/users.table.js';

/** The keys of a new account, or of a changed address or name (identity-key.ts). */
function withKeys<T extends { email?: unknown; username?: unknown }>(row: T): T {
  return {
    ...row,
    ...(typeof row.email === 'string' ? { email_key: identityKey(row.email) } : {}),
    ...(typeof row.username === 'string' ? { username_key: identityKey(row.username) } : {}),
  };
}

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  return db.insertInto('users').values(withKeys(user)).returningAll().executeTakeFirstOrThrow();
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The user's row, locked until the transaction ends: every change to a balance, a cooldown or a
 * telescope starts here, so two requests of one player take turns (see row-locks.ts).
 */
export async function lockUser(db: Db, id: number): Promise<User | undefined> {
  return forUpdate(db, db.selectFrom('users').selectAll().where('id', '=', id)).executeTakeFirst();
}

/**
 * Waits for every transaction that holds a player's lock (lockUser) to end, and holds off new ones
 * until this transaction ends: for changes to the game's rules (a rebalance), so that no collect
 * mixes the old rules with the new. Take it first in the transaction, before any row lock (a collect
 * holding its player's lock may be waiting for one). PostgreSQL: LOCK TABLE users IN EXCLUSIVE MODE
 * (plain reads go on); SQLite: nothing, BEGIN IMMEDIATE already holds the database.
 */
export async function lockAllPlayers(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`lock table users in exclusive mode`.execute(db);
}

/** The account whose address has this identity key (users_email_key is unique). */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_key', '=', identityKey(email))
    .executeTakeFirst();
}

/** The account whose society name has this identity key (users_username_key is unique). */
export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', identityKey(username))
    .executeTakeFirst();
}

/** A changed address or name takes its new key with it. */
export async function updateUser(db: Db, id: number, patch: UserUpdate): Promise<void> {
  await db.updateTable('users').set(withKeys(patch)).where('id', '=', id).execute();
}

export async function listUserIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/**
 * Removes a user and everything that is theirs; their systems become undiscovered again.
 * Call inside a transaction. (Foreign keys cascade too; the explicit deletes say what goes.)
 */
export async function deleteUserAndData(
  db: Db,
  id: number,
  now: Date = new Date(),
): Promise<boolean> {
  // Its open offers are void; its trades stay in the other side's history without its name.
  await voidOpenTradesOf(db, id, now.toISOString(), SOCIETY_GONE);
  await releaseHoldingsOf(db, id);
  await db.deleteFrom('discoveries').where('user_id', '=', id).execute();
  await db.deleteFrom('ledger_transactions').where('user_id', '=', id).execute();
  await db.deleteFrom('user_achievements').where('user_id', '=', id).execute();
  await db.deleteFrom('email_preferences').where('user_id', '=', id).execute();
  await db.deleteFrom('showcase_cards').where('user_id', '=', id).execute();
  await db.deleteFrom('profile_settings').where('user_id', '=', id).execute();
  await db.deleteFrom('goal_claims').where('user_id', '=', id).execute();
  // A public name and a finish belong to the holder: the released systems lose them.
  await db.deleteFrom('system_names').where('user_id', '=', id).execute();
  await db.deleteFrom('card_finishes').where('user_id', '=', id).execute();
  await db.deleteFrom('collect_offers').where('user_id', '=', id).execute();
  await removePlayerStats(db, id);
  await db.deleteFrom('sessions').where('user_id', '=', id).execute();
  await db.deleteFrom('password_resets').where('user_id', '=', id).execute();
  await db.deleteFrom('email_changes').where('user_id', '=', id).execute();
  await db.deleteFrom('identity_collisions').where('user_id', '=', id).execute();
  await db.deleteFrom('mail_outbox').where('user_id', '=', id).execute();
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
