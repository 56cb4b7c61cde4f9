import { listUserSummaries, type Db } from '@orrery/db';

/** A user as operators see them: no password hash, with the number of systems they hold. */
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

/** Every user (or only `onlyId`), oldest account first. */
export async function listUsers(db: Db, onlyId?: number): Promise<UserSummary[]> {
  return (await listUserSummaries(db, onlyId)).map((row) => ({
    id: row.id,
    username: row.username,
    suffix: row.suffix,
    email: row.email,
    currency: row.currency,
    telescopeLevel: row.telescope_level,
    systems: row.systems,
    nextCollectionAt: row.next_collection_at,
    createdAt: row.created_at,
  }));
}
