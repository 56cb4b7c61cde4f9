import type { Db } from '@orrery/db';

export interface UserSummary {
  id: number;
  username: string;
  suffix: string;
  email: string;
  currency: number;
  telescopeLevel: number;
  systems: number;
  nextCollectionAt: string | null;
  createdAt: string;
}

/**
 * Every user (or only `onlyId`) with the number of systems they hold, oldest account first.
 * A read-only query the api package has no service for yet; it can move there unchanged.
 */
export async function listUsers(db: Db, onlyId?: number): Promise<UserSummary[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('discoveries as d', 'd.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.username',
      'u.suffix',
      'u.email',
      'u.currency',
      'u.telescope_level',
      'u.next_collection_at',
      'u.created_at',
      eb.fn.count<number>('d.system_id').as('systems'),
    ])
    .groupBy('u.id')
    .orderBy('u.id');
  if (onlyId !== undefined) query = query.where('u.id', '=', onlyId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    suffix: row.suffix,
    email: row.email,
    currency: row.currency,
    telescopeLevel: row.telescope_level,
    systems: Number(row.systems),
    nextCollectionAt: row.next_collection_at,
    createdAt: row.created_at,
  }));
}
