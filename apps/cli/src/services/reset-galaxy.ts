import { deleteUserAndData, listUserIds } from '@orrery/db';
import type { Db } from '@orrery/db';
import { sql } from 'kysely';

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
 *
 * Not yet a db/api service: it belongs in packages/db beside seedSystems (it clears the FTS index,
 * which only seeding otherwise touches).
 */
export async function resetGalaxy(db: Db, options: { all: boolean }): Promise<ResetResult> {
  return db.transaction().execute(async (trx) => {
    const discoveries = await trx.deleteFrom('discoveries').executeTakeFirst();
    let users = 0;
    if (options.all) {
      // The repository's account removal, one player at a time: the same as deleting an account.
      for (const id of await listUserIds(trx)) if (await deleteUserAndData(trx, id)) users += 1;
    }
    const systems = await trx.deleteFrom('systems').executeTakeFirst();
    // The search index is an external-content FTS5 table: empty it with the systems.
    await sql`insert into systems_fts(systems_fts) values ('delete-all')`.execute(trx);
    await trx.deleteFrom('galaxies').execute();
    return {
      systems: Number(systems.numDeletedRows),
      discoveries: Number(discoveries.numDeletedRows),
      users,
    };
  });
}
