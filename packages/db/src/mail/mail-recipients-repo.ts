import type { Db } from '../schema/db.js';

/** Players who have the e-mail type switched on (the digest's and the news's recipients). */
export async function listUserIdsWithEmailEnabled(db: Db, emailType: string): Promise<number[]> {
  const rows = await db
    .selectFrom('email_preferences')
    .select('user_id')
    .where('email_type', '=', emailType)
    .where('enabled', '=', 1)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/** A discovery of the week, with what a digest says of it. */
export interface WeekDiscovery {
  name: string;
  hash: string;
  rarity: string;
  rarity_score: number;
  discoverer: string;
}

/**
 * Discoveries made in [from, to) (ISO times), rarest first: of one player, or of everyone. `limit`
 * bounds the list; the count is of all.
 */
export async function weekDiscoveries(
  db: Db,
  range: { from: string; to: string; userId?: number; limit: number },
): Promise<{ count: number; rarest: WeekDiscovery[] }> {
  let base = db
    .selectFrom('discoveries')
    .where('discoveries.discovered_at', '>=', range.from)
    .where('discoveries.discovered_at', '<', range.to);
  if (range.userId !== undefined) base = base.where('discoveries.user_id', '=', range.userId);
  const counted = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  const rarest = await base
    .innerJoin('systems', 'systems.id', 'discoveries.system_id')
    .innerJoin('users', 'users.id', 'discoveries.user_id')
    .select([
      'systems.name',
      'systems.hash',
      'systems.rarity',
      'systems.rarity_score',
      'users.username as discoverer',
    ])
    .orderBy('systems.rarity_score', 'desc')
    .orderBy('systems.id')
    .limit(range.limit)
    .execute();
  return { count: Number(counted?.count ?? 0), rarest };
}
