import type { Db } from '../connection/open-database.js';

export async function isProfilePrivate(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('profile_settings')
    .select('private')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.private === 1;
}

/**
 * Makes the profile private or public. A change advances the galaxy's names revision, so that
 * cached public answers naming the society (or leaving it out) are made anew. Call inside a
 * transaction.
 */
export async function setProfilePrivate(db: Db, userId: number, isPrivate: boolean): Promise<void> {
  if ((await isProfilePrivate(db, userId)) === isPrivate) return;
  const value = isPrivate ? 1 : 0;
  await db
    .insertInto('profile_settings')
    .values({ user_id: userId, private: value })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ private: value }))
    .execute();
  await db
    .updateTable('galaxies')
    .set((eb) => ({ names_revision: eb('names_revision', '+', 1) }))
    .execute();
}

/** The ids of the systems on the player's showcase, in slot order. */
export async function listShowcaseSystemIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('showcase_cards')
    .select('system_id')
    .where('user_id', '=', userId)
    .orderBy('slot')
    .execute();
  return rows.map((row) => row.system_id);
}

/** Puts `systemIds` on the showcase in this order, replacing it. Call inside a transaction. */
export async function replaceShowcase(db: Db, userId: number, systemIds: number[]): Promise<void> {
  await db.deleteFrom('showcase_cards').where('user_id', '=', userId).execute();
  if (systemIds.length === 0) return;
  await db
    .insertInto('showcase_cards')
    .values(systemIds.map((systemId, slot) => ({ user_id: userId, slot, system_id: systemId })))
    .execute();
}

/** The id of the highest-scoring system the player holds (the earliest found among equals). */
export async function findRarestHeldSystemId(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('discoveries as d')
    .innerJoin('systems as s', 's.id', 'd.system_id')
    .select('s.id')
    .where('d.holder_id', '=', userId)
    .orderBy('s.rarity_score', 'desc')
    .orderBy('d.discovered_at')
    .orderBy('s.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
