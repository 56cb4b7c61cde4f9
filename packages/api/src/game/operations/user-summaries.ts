import { type Db } from '@orrery/db';
import { listUserSummaries } from '@orrery/db/accounts';
import type { UserProfile } from '../core/views.js';

/** A user as operators see them: the profile, with the number of systems they hold. */
export interface UserSummary extends Omit<UserProfile, 'nextCollectionAvailable'> {
  systems: number;
  /** When the next collection opens; null before the first. */
  nextCollectionAt: string | null;
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
