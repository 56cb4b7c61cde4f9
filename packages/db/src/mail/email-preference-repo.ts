import type { Db } from '../schema/db.js';
import type { EmailPreference } from '../schema/mail/email-preferences.table.js';

export async function listEmailPreferences(db: Db, userId: number): Promise<EmailPreference[]> {
  return db.selectFrom('email_preferences').selectAll().where('user_id', '=', userId).execute();
}

export async function setEmailPreference(
  db: Db,
  userId: number,
  emailType: string,
  enabled: boolean,
): Promise<void> {
  const value = enabled ? 1 : 0;
  await db
    .insertInto('email_preferences')
    .values({ user_id: userId, email_type: emailType, enabled: value })
    .onConflict((oc) => oc.columns(['user_id', 'email_type']).doUpdateSet({ enabled: value }))
    .execute();
}
