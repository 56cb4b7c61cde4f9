import type { Db } from '../schema/db.js';
import type { CollectOffer, NewCollectOffer } from '../schema/discoveries/collect-offers.table.js';

export async function findCollectOffer(db: Db, userId: number): Promise<CollectOffer | undefined> {
  return db
    .selectFrom('collect_offers')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Writes the player's offer row whole (creating it on their first draw). */
export async function saveCollectOffer(db: Db, offer: NewCollectOffer): Promise<void> {
  const { user_id: _user, ...rest } = offer;
  await db
    .insertInto('collect_offers')
    .values(offer)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(rest))
    .execute();
}
