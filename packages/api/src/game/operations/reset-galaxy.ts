import { type Db } from '@orrery/db';
import { deleteUserAndData, listUserIds } from '@orrery/db/accounts';
import { clearGalaxy } from '@orrery/db/galaxy';

export interface ResetResult {
  systems: number;
  discoveries: number;
  /** Only with `all`. */
  users: number;
}

/**
 * Removes the galaxy, its systems and every discovery in one transaction. Players, their ledgers and
 * achievements stay (rewards already paid must not be paid twice), unless `all`, which removes every
 * player and everything of theirs too. Settings (the JWT secret) always stay.
 */
export async function resetGalaxy(db: Db, options: { all: boolean }): Promise<ResetResult> {
  return db.transaction().execute(async (trx) => {
    const cleared = await clearGalaxy(trx);
    let users = 0;
    if (options.all) {
      // The repository's account removal, one player at a time: the same as deleting an account.
      for (const id of await listUserIds(trx)) if (await deleteUserAndData(trx, id)) users += 1;
    }
    return { ...cleared, users };
  });
}
