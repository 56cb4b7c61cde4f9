import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  suffix: Generated<string>;
  email: string;
  /**
   * identityKey(email) and identityKey(username), each unique: what sign-in, registration and
   * profile lookups compare. The repository writes them with the text. Null only on an account
   * that shared its key with an older one when the keys were introduced (identity_collisions).
   */
  email_key: string | null;
  username_key: string | null;
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
