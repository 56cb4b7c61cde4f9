import type { Db } from '../schema/db.js';
import type { User } from '../schema/accounts/users.table.js';

/** A user without the password hash, with the number of systems they hold. */
export type UserSummaryRow = Omit<User, 'password_hash' | 'email_key' | 'username_key'> & {
  systems: number;
};

/** Every user (or only `onlyId`), oldest account first. */
export async function listUserSummaries(db: Db, onlyId?: number): Promise<UserSummaryRow[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('discoveries as d', 'd.holder_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.username',
      'u.suffix',
      'u.email',
      'u.currency',
      'u.telescope_level',
      'u.next_collection_at',
      'u.created_at',
      'u.time_zone',
      eb.fn.count<number>('d.system_id').as('systems'),
    ])
    .groupBy('u.id')
    .orderBy('u.id');
  if (onlyId !== undefined) query = query.where('u.id', '=', onlyId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, systems: Number(row.systems) }));
}
