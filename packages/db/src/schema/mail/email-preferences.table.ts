import type { Insertable, Selectable } from 'kysely';

export interface EmailPreferencesTable {
  user_id: number;
  email_type: string;
  /** 0 or 1 */
  enabled: number;
}

export type EmailPreference = Selectable<EmailPreferencesTable>;
export type NewEmailPreference = Insertable<EmailPreferencesTable>;
