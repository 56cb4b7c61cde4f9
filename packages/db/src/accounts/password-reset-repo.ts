import type { Db } from '../schema/db.js';
import type { NewPasswordReset, PasswordReset } from '../schema/accounts/password-resets.table.js';

export async function insertPasswordReset(db: Db, reset: NewPasswordReset): Promise<void> {
  await db.insertInto('password_resets').values(reset).execute();
}

/** The unused token with this hash, if it has not expired at `now`. */
export async function findLivePasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<PasswordReset | undefined> {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Uses the token once: true for the one call that marked it used (a racing second use finds it
 * used and gets false).
 */
export async function usePasswordReset(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends the player's other reset tokens (a reset or password change makes them moot). */
export async function deletePasswordResets(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}
