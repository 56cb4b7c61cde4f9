import type { Insertable, Selectable } from 'kysely';

/** A password-reset token, stored as its hash; usable once, until it expires. */
export interface PasswordResetsTable {
  /** sha256 of the token, base64url. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type PasswordReset = Selectable<PasswordResetsTable>;
export type NewPasswordReset = Insertable<PasswordResetsTable>;
