import type { Db } from '../schema/db.js';
import type { EmailChange, NewEmailChange } from '../schema/accounts/email-changes.table.js';

/** The account's pending change, replacing any earlier one (whose link stops working). */
export async function putEmailChange(db: Db, change: NewEmailChange): Promise<void> {
  const { user_id: _userId, ...rest } = change;
  await db
    .insertInto('email_changes')
    .values(change)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(rest))
    .execute();
}

/** The account's pending change, whatever its age. */
export async function findEmailChange(db: Db, userId: number): Promise<EmailChange | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The pending change this token hash names, if it has not expired at `now`. */
export async function findLiveEmailChange(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<EmailChange | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Ends the change this token names: true for the one call that removed it (a racing use gets false). */
export async function takeEmailChange(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('email_changes')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
