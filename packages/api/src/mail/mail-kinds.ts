import { EMAIL_TYPES } from './email-preferences.js';

/** A mail a player can switch off: one per e-mail preference. */
export type PreferenceKind = (typeof EMAIL_TYPES)[number]['emailType'];

/** Mail about the account itself, sent whatever the preferences say. */
export const ACCOUNT_MAIL_KINDS = ['password-reset', 'email-confirm', 'email-changed'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

export type MailKind = PreferenceKind | AccountMailKind;

const PREFERENCE_KINDS: ReadonlySet<string> = new Set(EMAIL_TYPES.map((type) => type.emailType));

export function isPreferenceKind(kind: string): kind is PreferenceKind {
  return PREFERENCE_KINDS.has(kind);
}

/** The preference's name as the settings page shows it ('Weekly digest'). */
export function preferenceName(kind: PreferenceKind): string {
  return EMAIL_TYPES.find((type) => type.emailType === kind)!.name;
}
