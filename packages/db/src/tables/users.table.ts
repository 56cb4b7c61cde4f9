import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  suffix: Generated<string>;
  email: string;
  password_hash: string;
  /** Cached balance; always the sum of the user's ledger rows (ledger-repo keeps both in step). */
  currency: Generated<number>;
  telescope_level: Generated<number>;
  /** ISO time from which the next collection is allowed; null before the first collection. */
  next_collection_at: string | null;
  created_at: string;
  /** IANA time zone name the player's days are counted in (streaks); 'UTC' until they choose. */
  time_zone: Generated<string>;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
