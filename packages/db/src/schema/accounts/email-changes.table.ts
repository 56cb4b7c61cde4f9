import type { Insertable, Selectable } from 'kysely';

/** A new address waiting for its confirmation link to be opened: one per account, the latest. */
export interface EmailChangesTable {
  user_id: number;
  new_email: string;
  /** sha256 of the link's token, base64url. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export type EmailChange = Selectable<EmailChangesTable>;
export type NewEmailChange = Insertable<EmailChangesTable>;
