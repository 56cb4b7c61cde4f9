import type { Insertable, Selectable } from 'kysely';

/** A signed-in session; the bearer token names it, and it ends when the row goes. */
export interface SessionsTable {
  /** Random, URL-safe; carried in the token as `sid`. */
  id: string;
  user_id: number;
  created_at: string;
  /** ISO time the token expires; an expired row is pruned at the player's next sign-in. */
  expires_at: string;
}

export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
