import { type Db } from '@orrery/db';
import { listEmailPreferences, setEmailPreference } from '@orrery/db/mail';
import { GameError } from '../game/core/errors.js';
import type { EmailPreference } from '../game/core/views.js';

/** The e-mail types a player can switch on or off, with their defaults at registration. */
export const EMAIL_TYPES = [
  {
    emailType: 'achievement-unlocked',
    name: 'Achievement unlocked',
    description: 'An e-mail when you earn an achievement.',
    enabledByDefault: true,
  },
  {
    emailType: 'collection-ready',
    name: 'Collection ready',
    description: 'A reminder when your next solar system can be collected.',
    enabledByDefault: true,
  },
  {
    emailType: 'trades',
    name: 'Trades',
    description: 'An e-mail when a society sends you an offer or accepts yours.',
    enabledByDefault: true,
  },
  {
    emailType: 'weekly-digest',
    name: 'Weekly digest',
    description: 'A weekly summary of your discoveries and the galaxy.',
    enabledByDefault: false,
  },
  {
    emailType: 'product-news',
    name: 'Product news',
    description: 'News about new features and events.',
    enabledByDefault: false,
  },
] as const;

/** Writes the default preferences of a new player (inside the registration transaction). */
export async function setDefaultEmailPreferences(db: Db, userId: number): Promise<void> {
  for (const type of EMAIL_TYPES) {
    await setEmailPreference(db, userId, type.emailType, type.enabledByDefault);
  }
}

export async function getEmailPreferences(db: Db, userId: number): Promise<EmailPreference[]> {
  const stored = new Map(
    (await listEmailPreferences(db, userId)).map((p) => [p.email_type, p.enabled === 1]),
  );
  return EMAIL_TYPES.map((t) => ({
    emailType: t.emailType,
    name: t.name,
    description: t.description,
    enabled: stored.get(t.emailType) ?? t.enabledByDefault,
  }));
}

/** Sets the given preferences, all or none: an unknown type refuses the whole update. */
export async function updateEmailPreferences(
  db: Db,
  userId: number,
  preferences: { emailType: string; enabled: boolean }[],
): Promise<EmailPreference[]> {
  const known = new Set<string>(EMAIL_TYPES.map((t) => t.emailType));
  const unknown = preferences.find((p) => !known.has(p.emailType));
  if (unknown) {
    throw new GameError('INVALID_INPUT', `Unknown email type: ${unknown.emailType}`, {
      emailType: 'Unknown email type',
    });
  }
  await db.transaction().execute(async (trx) => {
    for (const p of preferences) await setEmailPreference(trx, userId, p.emailType, p.enabled);
  });
  return getEmailPreferences(db, userId);
}

/** Whether the player wants this type of e-mail now (its default when never set). */
export async function isEmailEnabled(db: Db, userId: number, emailType: string): Promise<boolean> {
  const preference = (await getEmailPreferences(db, userId)).find((p) => p.emailType === emailType);
  return preference?.enabled ?? false;
}
